/**
 * `npm run perf:page-weight -- --url http://127.0.0.1:3105/ [--top 15]`
 *
 * What a page's HTML is made of, as a running server sends it: its bytes, the React Server
 * Components payload inlined in it (the `self.__next_f.push` scripts, decoded) against the markup
 * outside scripts, the payload's largest rows, the strings it repeats most (class lists, texts)
 * and the client components it references. For the page's weight work of decision 046; the
 * server's CPU per render is measured apart (docs/performance.md).
 */
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { url: { type: "string" }, top: { type: "string", default: "15" } } });
if (!values.url) throw new Error("usage: npm run perf:page-weight -- --url http://127.0.0.1:3105/");
const top = Number(values.top);

const html = await (await fetch(values.url)).text();
const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
const pushes = scripts.flatMap((match) => {
  const push = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/.exec(match[1]!.trim());
  return push ? [JSON.parse(push[1]!) as [number, string?]] : [];
});
const payload = pushes.map((push) => (push[0] === 1 ? (push[1] ?? "") : "")).join("");
const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
const elements = (markup.match(/<[a-zA-Z][^>]*>/g) ?? []).length;

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
console.log(`${values.url}`);
console.log(`HTML ${kB(Buffer.byteLength(html))} (gzip ${kB(gzipSync(html, { level: 9 }).length)}), ${elements} elements`);
console.log(`  markup outside scripts ${kB(Buffer.byteLength(markup))}`);
console.log(`  RSC payload, decoded ${kB(Buffer.byteLength(payload))} in ${pushes.length} scripts (gzip ${kB(gzipSync(payload, { level: 9 }).length)})`);

// Rows: `<hex id>:<tag?><data>\n`, or `<hex id>:T<hex length>,<text>` (no newline).
type Row = { id: string; size: number; head: string };
const rows: Row[] = [];
for (let at = 0; at < payload.length; ) {
  const colon = payload.indexOf(":", at);
  if (colon < 0) break;
  const id = payload.slice(at, colon);
  const text = /^T([0-9a-f]+),/.exec(payload.slice(colon + 1, colon + 12));
  let end: number;
  if (text) {
    // The length counts UTF-8 bytes.
    const start = colon + 1 + text[0].length;
    let bytes = Number.parseInt(text[1]!, 16);
    end = start;
    while (bytes > 0 && end < payload.length) bytes -= Buffer.byteLength(payload[end++]!);
  } else {
    end = payload.indexOf("\n", colon);
    if (end < 0) end = payload.length;
    else end += 1;
  }
  rows.push({ id, size: Buffer.byteLength(payload.slice(at, end)), head: payload.slice(colon + 1, colon + 100).replace(/\n/g, " ") });
  at = end;
}
console.log(`\n${rows.length} rows; the ${top} largest:`);
for (const row of [...rows].sort((a, b) => b.size - a.size).slice(0, top)) console.log(`  ${kB(row.size).padStart(9)}  ${row.id}: ${row.head}`);

const clientReferences = rows.filter((row) => row.head.startsWith("I["));
console.log(`\n${clientReferences.length} client references (I rows): ${kB(clientReferences.reduce((sum, row) => sum + row.size, 0))}`);
for (const row of clientReferences) {
  const name = /"([^"]+)",\s*\d*\]?$|,"([^"]*)"\]/.exec(row.head);
  console.log(`  ${row.id}: ${name ? (name[1] ?? name[2]) : row.head.slice(0, 80)}`);
}

const strings = new Map<string, number>();
for (const match of payload.matchAll(/"((?:[^"\\]|\\.){12,})"/g)) strings.set(match[1]!, (strings.get(match[1]!) ?? 0) + 1);
const repeated = [...strings].map(([text, count]) => ({ text, count, bytes: Buffer.byteLength(text) * count })).sort((a, b) => b.bytes - a.bytes);
const classLists = [...payload.matchAll(/"className":"((?:[^"\\]|\\.)*)"/g)].reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0);
console.log(`\nclassName props in the payload: ${kB(classLists)}`);
console.log(`the ${top} strings of 12+ characters that weigh most (length × times):`);
for (const entry of repeated.slice(0, top)) console.log(`  ${kB(entry.bytes).padStart(9)}  ×${String(entry.count).padEnd(3)} ${entry.text.slice(0, 110)}`);
