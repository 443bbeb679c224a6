import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import checkFile from "eslint-plugin-check-file";

/**
 * Architecture rules, enforced: imports flow one way (app -> components/client -> schemas/content;
 * app -> server -> domain -> db; every layer -> calendar). Framework-free layers never import Next or React.
 */
const frameworks = [
  { group: ["next", "next/*", "react", "react-dom", "react/*"], message: "This layer is framework-free." },
];
const browserOnly = { group: ["@/client/*", "@/components/*", "@/app/*"], message: "Browser and UI code stays out of this layer." };
const serverOnly = { group: ["@/server/*", "@/domain/*", "@/db/*"], message: "Server code must not reach the browser: pass data from a page instead." };
const restrict = (...patterns) => ["error", { patterns }];
/**
 * Icons by kind of component (docs/decisions/013): a server component draws its icons with
 * @/components/ui/icons (plain SVG, nothing to hydrate); a client component imports lucide-react
 * (its icons are tree-shaken one by one, and it renders them itself anyway).
 */
const iconsByComponentKind = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === "ExpressionStatement" && node.directive === "use client",
    );
    return {
      ImportDeclaration(node) {
        const from = node.source.value;
        if (!isClient && (from === "lucide-react" || from.startsWith("lucide-react/"))) {
          context.report({ node, message: "A server component imports its icons from @/components/ui/icons: lucide-react's icons are client components." });
        }
        if (isClient && from === "@/components/ui/icons") {
          context.report({ node, message: "A client component imports its icons from lucide-react: @/components/ui/icons would bring every icon it wraps into the bundle." });
        }
      },
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next*/**", "out/**", "next-env.d.ts", "data/**", ".data*/**", "test-results/**", "playwright-report/**", "coverage/**", "dist/**"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["src/db/**"],
    rules: { "no-restricted-imports": restrict(...frameworks, browserOnly, { group: ["@/domain/*", "@/server/*", "@/schemas/*"], message: "db is the bottom layer." }) },
  },
  {
    files: ["src/domain/**"],
    rules: { "no-restricted-imports": restrict(...frameworks, browserOnly, { group: ["@/server/*"], message: "The domain takes what it needs as arguments; it never reads server glue." }) },
  },
  {
    // The practice's calendar (decision 037): used by every layer, browser included, so a leaf.
    files: ["src/calendar/**"],
    rules: {
      "no-restricted-imports": restrict(...frameworks, browserOnly, serverOnly, {
        group: ["@/schemas/*", "@/content/*"],
        message: "The calendar is a leaf: it imports nothing of ours but itself.",
      }),
    },
  },
  {
    files: ["src/schemas/**", "src/content/**"],
    rules: { "no-restricted-imports": restrict(...frameworks, browserOnly, serverOnly) },
  },
  {
    files: ["src/server/**"],
    rules: { "no-restricted-imports": restrict({ group: ["react", "react-dom", "react/*"], message: "Server glue renders nothing." }, browserOnly) },
  },
  {
    files: ["src/app/**"],
    rules: { "no-restricted-imports": restrict({ group: ["@/db/*"], message: "Routes reach the database through server or domain code." }) },
  },
  // Relative imports never climb out of their folder: every cross-folder import is `@/...`, where the
  // layer rules above see it. A separate rule, so it adds to each folder's own restrictions.
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.\\.(/|$)", message: "Import from another folder with @/... so the layer rules apply." }] },
      ],
    },
  },
  {
    // Tests under src/ may climb out of it to reach the shared helpers in tests/, nowhere else.
    files: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?:\\.\\./)+(?!\\.\\./|tests/)", message: "Import from another folder with @/...; only tests/ helpers are reached relatively." }] },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/ui/icons.tsx", "src/**/*.test.{ts,tsx}"],
    plugins: { local: { rules: { "icons-by-component-kind": iconsByComponentKind } } },
    rules: { "local/icons-by-component-kind": "error" },
  },
  {
    files: ["src/components/**", "src/client/**"],
    rules: { "no-restricted-imports": restrict(serverOnly, { group: ["@/app/*"], message: "Components do not import routes." }) },
  },
  {
    files: ["src/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}", "scripts/**/*.ts"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    files: ["scripts/**", "tests/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "off" },
  },
]);
