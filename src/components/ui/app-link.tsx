"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";

/** The path part of a link target: "/#faq" → "/", "/contact?x=1" → "/contact". */
export function targetPath(href: ComponentProps<typeof Link>["href"]): string | null {
  const raw = typeof href === "string" ? href : href.pathname;
  if (!raw?.startsWith("/")) return null; // a hash on this page, another site, no path
  return raw.replace(/[?#].*$/, "") || "/";
}

/**
 * next/link, except that a link to the page being shown never prefetches it. Next prefetches
 * every link that scrolls into view, its own page included: on `/`, the logo and the links to
 * its sections fetched and decoded `/`'s whole payload again (three requests) while the page was
 * still starting (docs/decisions/013). Links to other pages keep Next's prefetching.
 */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const pathname = usePathname();
  const samePage = targetPath(props.href) === pathname;
  return <Link prefetch={samePage ? false : prefetch} {...props} />;
}
