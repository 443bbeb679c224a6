import localFont from "next/font/local";

// One font family, shipped with the app (no font CDN); next/font sizes the fallback so nothing
// shifts on swap. The file is requested before the first paint of every page, so it is cut to what
// the site uses (subset-font, harfbuzz): the Latin characters of the original subset, the weight
// axis at 400-800, and only the kerning and tabular-figure features: 48 kB at first, 23 kB now.
// Headings used a second family (Manrope, 23 kB) until it was the last thing keeping the home
// page's simulated LCP over 1.5 s (docs/decisions/011-scripts-after-first-paint.md).
export const inter = localFont({
  src: "./inter-variable.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "400 800",
});
