import clsx from "clsx";
import { Star } from "lucide-react";

/** Five stars filled at rating × 20 % (spec §9), halves included. */
export function StarRating({ rating, className, size = "md" }: { rating: number; className?: string; size?: "sm" | "md" }) {
  const clamped = Math.min(Math.max(rating, 0), 5);
  const stars = (filled: boolean) => (
    <span className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={clsx(size === "sm" ? "size-4" : "size-5", filled ? "fill-amber-400 text-amber-400" : "fill-ink-200 text-ink-200")} strokeWidth={1.5} />
      ))}
    </span>
  );
  return (
    <span role="img" aria-label={`Note : ${clamped.toLocaleString("fr-FR")} sur 5`} className={clsx("relative inline-flex", className)}>
      <span aria-hidden="true">{stars(false)}</span>
      <span aria-hidden="true" data-testid="star-fill" className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${clamped * 20}%` }}>
        {stars(true)}
      </span>
    </span>
  );
}
