import clsx from "clsx";

/** The page's content width: 1200 px wide at most, with side padding that grows with the screen. */
export function Container({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx("mx-auto w-full max-w-[1200px] px-5 sm:px-6 lg:px-8", className)} {...props} />;
}
