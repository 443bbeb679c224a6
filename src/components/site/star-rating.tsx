import clsx from "clsx";
import { fill } from "@/content/site-words";

/**
 * Five stars filled at rating × 20 % (spec §9), halves included. The stars are one CSS mask
 * (`star-row` in globals.css) over two coloured bars instead of ten SVG elements: the home page
 * shows a dozen ratings, and ten inline SVGs each made a tenth of its HTML.
 */
export function StarRating({
  rating,
  className,
  size = "md",
  label = "Note : {rating} sur 5",
}: {
  rating: number;
  className?: string;
  size?: "sm" | "md";
  /** The spoken rating, `{rating}` in the page's language. */
  label?: string;
}) {
  const clamped = Math.min(Math.max(rating, 0), 5);
  return (
    <span
      role="img"
      aria-label={fill(label, { rating: clamped.toLocaleString("fr-FR") })}
      className={clsx("star-row relative inline-block bg-ink-200", size === "sm" ? "star-row-sm" : "star-row-md", className)}
    >
      <span aria-hidden="true" data-testid="star-fill" className="absolute inset-y-0 start-0 bg-amber-400" style={{ width: `${clamped * 20}%` }} />
    </span>
  );
}
