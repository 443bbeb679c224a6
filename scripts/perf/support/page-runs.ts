/**
 * The frame of the scripts that explain one page's simulated metrics (`perf:lcp-graph`,
 * `perf:tbt-tasks`): start the site (or use `--base-url`), warm the page once, print what is
 * measured and on which machine, run Lighthouse `runs` times on one Chromium, stop everything.
 */
import * as chromeLauncher from "chrome-launcher";
import { chromeLauncherFlags, chromiumPath } from "../../../tests/support/chromium";
import { frontedSiteUnderTest, type FrontChoice } from "./caddy-front";
import { machineLine } from "./processes";

export type PageRunOptions = {
  /** What is measured, printed before the runs ("Lantern TBT tasks"). */
  title: string;
  /** Names the throwaway data directory. */
  label: string;
  page: string;
  runs: number;
  baseUrl?: string;
  port: number;
  distDir: string;
  front: FrontChoice;
};

export async function runOnPage(options: PageRunOptions, measure: (url: string, chromePort: number, run: number) => Promise<void>): Promise<void> {
  const site = await frontedSiteUnderTest(options.front, { baseUrl: options.baseUrl, port: options.port, distDir: options.distDir, label: options.label });
  const url = new URL(options.page, site.baseUrl).toString();
  await fetch(new URL(options.page, site.appUrl)).then((r) => r.arrayBuffer()); // the first request after start loads code and fills caches
  console.log(`${options.title} of ${url} ${site.front} on mobile, ${new Date().toISOString()}\n${machineLine()}`);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromeLauncherFlags, ...site.chromeFlags] });
  try {
    for (let run = 1; run <= options.runs; run++) await measure(url, chrome.port, run);
  } finally {
    await chrome.kill();
    await site.stop();
  }
}
