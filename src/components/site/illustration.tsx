/**
 * The site's drawn SVG images. next/image serves SVG unoptimised anyway, and as a client
 * component it would add its code (~9 KB gzip) to every page; a plain <img> with its intrinsic
 * size keeps layout stable and loads lazily unless it is the page's first view (`priority`).
 */
type IllustrationProps = {
  src: string;
  /** '' for decorative images. */
  alt: string;
  width: number;
  height: number;
  /** Above the fold: fetched at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
};

export function Illustration({ src, alt, width, height, priority = false, className }: IllustrationProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: SVGs need no optimisation
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
