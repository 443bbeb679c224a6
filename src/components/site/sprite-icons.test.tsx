import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as inline from "@/components/ui/icons";
import * as sprite from "@/components/site/sprite-icons";

const spriteFile = path.join(process.cwd(), "public", sprite.iconSprite);
const icons = Object.entries(sprite).filter(([, value]) => typeof value === "function") as [string, ComponentType<inline.IconProps>][];

/** The <svg>'s opening tag and its inner markup, as React renders them. */
function parts(markup: string): { open: string; inner: string } {
  const match = /^(<svg[^>]*>)([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`Not an <svg>: ${markup}`);
  return { open: match[1]!, inner: match[2]! };
}

/** The inline icon of the same name. */
function inlineIcon(name: string): ComponentType<inline.IconProps> {
  const Inline = (inline as unknown as Record<string, ComponentType<inline.IconProps> | undefined>)[name];
  if (!Inline) throw new Error(`@/components/ui/icons has no ${name}`);
  return Inline;
}

const idOf = (markup: string) => /<use href="\/images\/icons\.svg#([a-z0-9-]+)"><\/use>/.exec(parts(markup).inner)?.[1];

/** What every lucide icon draws with; the sprite's symbols carry it instead of each <svg>. */
const sharedAttributes = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';
const inlineOnly = new RegExp(` (?:xmlns="http://www.w3.org/2000/svg"|${sharedAttributes.split(" ").join("|")})`, "g");

/** The sprite: one <symbol> per icon, holding the drawing @/components/ui/icons draws inline. */
function expectedSprite(): string {
  const symbols = icons.map(([name, Icon]) => {
    const Inline = inlineIcon(name);
    return `<symbol id="${idOf(renderToStaticMarkup(<Icon />))}" viewBox="0 0 24 24" ${sharedAttributes}>${parts(renderToStaticMarkup(<Inline />)).inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

// `UPDATE_ICON_SPRITE=1 npx vitest run src/components/site/sprite-icons.test.tsx` rewrites the sprite after adding an icon.
if (process.env.UPDATE_ICON_SPRITE) writeFileSync(spriteFile, expectedSprite());

describe("sprite icons", () => {
  it("has an icon for each drawing it names", () => {
    expect(icons.length).toBeGreaterThan(20);
  });

  it.each(icons)("%s renders the inline icon's <svg> less the shared attributes, around a <use> of the sprite", (name, Icon) => {
    const Inline = inlineIcon(name);
    for (const props of [{}, { className: "size-5 text-primary-700", strokeWidth: 1.75 }, { size: 16, "aria-label": "Téléphone" }]) {
      const ours = renderToStaticMarkup(<Icon {...props} />);
      const inlineOpen = parts(renderToStaticMarkup(<Inline {...props} />)).open;
      expect(inlineOpen.match(inlineOnly)).toHaveLength(4);
      expect(parts(ours).open).toBe(inlineOpen.replace(inlineOnly, ""));
      expect(parts(ours).inner).toBe(`<use href="/images/icons.svg#${idOf(ours)}"></use>`);
    }
  });

  it("matches the sprite file: each icon's drawing, and nothing else", () => {
    expect(readFileSync(spriteFile, "utf8"), "stale sprite: rerun this test with UPDATE_ICON_SPRITE=1").toBe(expectedSprite());
  });
});
