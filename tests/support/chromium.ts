/**
 * The system Chromium (browser downloads fail on our machines) and the flags every browser run
 * here uses: the Playwright journeys, Lighthouse and the LCP analysis.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** For tools that launch Chromium themselves (chrome-launcher): headless is a flag there. */
export const chromeLauncherFlags = ["--headless=new", ...chromiumArgs];
