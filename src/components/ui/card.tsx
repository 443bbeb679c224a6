import clsx from "clsx";

/** The one card style: white surface, soft border and shadow, rounded corners. */
export function Card({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx("rounded-card border border-ink-100 bg-white shadow-card", className)} {...props} />;
}
