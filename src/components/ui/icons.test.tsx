import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import * as icons from "@/components/ui/icons";

/** Our icons render exactly what lucide-react renders, so swapping them changed no page. */
const exported = Object.entries(icons).filter(([, value]) => typeof value === "function") as [string, ComponentType<icons.IconProps>][];
const lucideIcon = (name: string) => (lucide as unknown as Record<string, ComponentType<icons.IconProps>>)[name];

const propSets: icons.IconProps[] = [
  {},
  { className: "size-5 shrink-0" },
  { className: "size-4", "aria-hidden": "true" },
  { strokeWidth: 1.75, className: "size-6 text-accent-600" },
  { size: 18 },
  { "aria-label": "Fermer", role: "img" },
  { fill: "currentColor", className: "size-4 text-amber-400" },
];

describe("icons", () => {
  it("wraps the icons server components use, each one of lucide-react's", () => {
    expect(exported.length).toBeGreaterThan(60);
    for (const [name] of exported) expect(lucideIcon(name), name).toBeDefined();
  });

  it.each(exported)("%s renders the markup lucide-react renders", (name, Icon) => {
    for (const props of propSets) {
      expect(renderToStaticMarkup(createElement(Icon, props)), `${name} ${JSON.stringify(props)}`).toBe(
        renderToStaticMarkup(createElement(lucideIcon(name)!, props)),
      );
    }
  });

  it("keeps a title given as content and then is not hidden from assistive technology", () => {
    const markup = renderToStaticMarkup(
      <icons.Phone>
        <title>Téléphone</title>
      </icons.Phone>,
    );
    expect(markup).toContain("<title>Téléphone</title>");
    expect(markup).not.toContain("aria-hidden");
    expect(markup).toBe(renderToStaticMarkup(<lucide.Phone>{<title>Téléphone</title>}</lucide.Phone>));
  });

  it("is a plain component: rendering it calls no hook, so it works outside any React tree", () => {
    // A hook call outside rendering throws; lucide-react's own icon reads a context.
    expect(() => (icons.House as (props: icons.IconProps) => unknown)({ className: "size-5" })).not.toThrow();
  });
});
