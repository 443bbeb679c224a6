import localFont from "next/font/local";

// The Arabic pages' font, imported by their root layout only: French pages never request it.
// Noto Sans Arabic (SIL Open Font License) from @fontsource-variable/noto-sans-arabic 5.3.0, its
// "arabic" file (166 kB) cut with subset-font as decision 011 cut Inter: the Arabic letters,
// marks, punctuation and digits (U+060C-U+0670) with the joiners and direction marks, the weight
// axis at 400-700 (800 is drawn at 700): 21 kB. Latin text (e-mails, numbers, times) falls back
// to Inter, which the Arabic pages load as well (decision 031).
// Not preloaded: the build puts both root layouts' font rules in one stylesheet, so a preload
// would be written into the French pages too. Unpreloaded, only a page whose text uses the
// family (the Arabic pages) downloads it.
export const notoSansArabic = localFont({
  src: "./noto-sans-arabic-variable.woff2",
  variable: "--font-arabic",
  display: "swap",
  weight: "400 700",
  preload: false,
});
