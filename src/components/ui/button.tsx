import { AppLink } from "@/components/ui/app-link";
import clsx from "clsx";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "light";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 whitespace-nowrap";
const variants: Record<Variant, string> = {
  primary: "bg-primary-700 text-white shadow-sm hover:bg-primary-800 focus-visible:outline-primary-400",
  secondary: "border border-primary-200 bg-white text-primary-800 hover:border-primary-400 hover:bg-primary-50",
  ghost: "text-primary-800 hover:bg-primary-50",
  danger: "bg-danger-600 text-white hover:bg-danger-700",
  light: "bg-white text-primary-900 shadow-sm hover:bg-primary-50",
};
const sizes: Record<Size, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-[15px]",
  lg: "h-13 px-8 text-base",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", className?: string) {
  return clsx(base, variants[variant], sizes[size], className);
}

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

type ButtonLinkProps = React.ComponentProps<typeof AppLink> & { variant?: Variant; size?: Size };

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <AppLink className={buttonClasses(variant, size, className)} {...props} />;
}
