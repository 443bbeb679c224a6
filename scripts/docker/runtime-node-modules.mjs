// Assembles the image's node_modules (decision 029): the packages Next traced as used by the
// built app (`output: "standalone"`), plus those that the scripts run by tsx import (the server
// around Next, backup, restore, admin:create) with their dependencies, and tsx itself. Everything
// else of the full install (the build tool chain, Next's compiler, icons bundled into pages...)
// stays out of the image.
// Usage: node scripts/docker/runtime-node-modules.mjs <standalone node_modules> <target>
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const [traced, target] = process.argv.slice(2);
if (!traced || !target) throw new Error("usage: runtime-node-modules.mjs <standalone node_modules> <target>");
const entryPoints = ["scripts/serve.ts", "scripts/start.ts", "scripts/admin-create.ts", "scripts/backup/backup.ts", "scripts/backup/restore.ts"];

// The packages the scripts' own code imports: esbuild walks the sources, leaving packages out.
const result = await build({
  entryPoints,
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  metafile: true,
  write: false,
  outdir: "unused",
  logLevel: "error",
});
const packageOf = (specifier) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
const imported = new Set(["tsx"]);
for (const input of Object.values(result.metafile.inputs)) {
  for (const { path: specifier, external } of input.imports) {
    if (external && !specifier.startsWith("node:") && !specifier.startsWith(".")) imported.add(packageOf(specifier));
  }
}

// Each with its dependencies, as installed (top-level node_modules; nested ones come with their package).
const wanted = new Set();
const visit = (name) => {
  if (wanted.has(name)) return;
  const manifest = path.join("node_modules", name, "package.json");
  if (!existsSync(manifest)) return; // an optional dependency not installed on this platform
  wanted.add(name);
  const { dependencies = {}, optionalDependencies = {} } = JSON.parse(readFileSync(manifest, "utf8"));
  for (const dependency of Object.keys({ ...dependencies, ...optionalDependencies })) visit(dependency);
};
for (const name of imported) {
  // Next is the traced subset already; its full install is most of what this step leaves out.
  if (name !== "next") visit(name);
}

mkdirSync(target, { recursive: true });
cpSync(traced, target, { recursive: true, verbatimSymlinks: true });
for (const name of wanted) {
  cpSync(path.join("node_modules", name), path.join(target, name), { recursive: true, verbatimSymlinks: true, force: true });
}
// npm runs tsx from .bin (package.json's scripts).
mkdirSync(path.join(target, ".bin"), { recursive: true });
cpSync(path.join("node_modules", ".bin", "tsx"), path.join(target, ".bin", "tsx"), { verbatimSymlinks: true });
console.log(`runtime node_modules: traced by Next, plus ${[...wanted].sort().join(", ")}`);
