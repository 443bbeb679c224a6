import { render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { AppLink, targetPath } from "@/components/ui/app-link";

let pathname = "/";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));
// Next's Link prefetches only in production builds: what matters here is the prefetch it is given.
vi.mock("next/link", () => ({
  default: ({ prefetch, href, children }: ComponentProps<"a"> & { prefetch?: boolean | null }) => (
    <a href={String(href)} data-prefetch={prefetch === undefined ? "default" : String(prefetch)}>
      {children}
    </a>
  ),
}));

const prefetchOf = (name: string) => screen.getByRole("link", { name }).dataset.prefetch;

describe("AppLink", () => {
  it("never prefetches the page being shown, sections of it included", () => {
    pathname = "/";
    render(
      <>
        <AppLink href="/">Accueil</AppLink>
        <AppLink href="/#faq">FAQs</AppLink>
        <AppLink href={{ pathname: "/", hash: "services" }}>Services</AppLink>
      </>,
    );
    expect(prefetchOf("Accueil")).toBe("false");
    expect(prefetchOf("FAQs")).toBe("false");
    expect(prefetchOf("Services")).toBe("false");
  });

  it("leaves Next's prefetching to links to other pages", () => {
    pathname = "/contact";
    render(
      <>
        <AppLink href="/#faq">FAQs</AppLink>
        <AppLink href="/appointments">Rendez-vous</AppLink>
        <AppLink href="/contact?sujet=1" prefetch={true}>
          Ici
        </AppLink>
        <AppLink href="/blog" prefetch={false}>
          Blog
        </AppLink>
      </>,
    );
    expect(prefetchOf("FAQs")).toBe("default");
    expect(prefetchOf("Rendez-vous")).toBe("default");
    expect(prefetchOf("Ici")).toBe("false");
    expect(prefetchOf("Blog")).toBe("false");
  });
});

describe("targetPath", () => {
  it("keeps the path of a link and drops its query and hash", () => {
    expect(targetPath("/#faq")).toBe("/");
    expect(targetPath("/contact?x=1#top")).toBe("/contact");
    expect(targetPath({ pathname: "/doctors", query: { a: "1" } })).toBe("/doctors");
    expect(targetPath("#main")).toBeNull();
    expect(targetPath("https://example.com/")).toBeNull();
  });
});
