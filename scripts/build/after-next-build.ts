/**
 * `npm run build` = `next build` then this: the two rewrites of the build output that make the
 * public pages paint before Next.js's scripts run (decision 011) and those scripts compile in the
 * background (decision 012). Each step can run again on the same build without changing it.
 */
import { deferInBuild } from "./defer-framework-scripts";
import { hintStartupChunks } from "./startup-compile-hints";

const distDir = process.env.NEXT_DIST_DIR ?? ".next";
try {
  const deferred = deferInBuild(distDir);
  console.log(`Framework scripts start after the first paint on ${deferred.pages} prerendered pages (${deferred.files} files in ${distDir}).`);
  const hints = hintStartupChunks(distDir);
  console.log(`Start-up chunks compiled eagerly: ${hints.chunks} (${hints.hinted} marked now).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
