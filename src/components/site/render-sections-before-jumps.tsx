"use client";

import { useEffect } from "react";

/** Set on <html>: every section of the page is laid out, none waits to come near the viewport. */
export const RENDER_ALL_SECTIONS_ATTRIBUTE = "data-render-all-sections";

function renderAllSections() {
  document.documentElement.setAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE, "");
}

/**
 * A public page lays out its sections only as they come near the viewport (`.page-sections` in
 * globals.css, decision 012); until then each counts as a typical section's height. A jump to a section — an address
 * with a hash, a link to a section of this page — would aim with those estimates and land beside
 * its target once the sections it passes take their real height. So before any jump, every section
 * is laid out for real, once, and stays so.
 */
export function RenderSectionsBeforeJumps() {
  useEffect(() => {
    if (window.location.hash) renderAllSections();

    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || !link.hash) return;
      if (link.pathname === window.location.pathname && link.origin === window.location.origin) renderAllSections();
    }
    // Capture phase: before the link's own handler (Next's router) scrolls.
    document.addEventListener("click", onClick, true);
    window.addEventListener("hashchange", renderAllSections);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("hashchange", renderAllSections);
    };
  }, []);
  return null;
}
