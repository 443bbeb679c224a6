import { segmentLabels } from "@/content/navigation";

export type Crumb = { label: string; href: string; current: boolean };

/** 'department-details' -> 'Department Details'; used when no label is known for a segment. */
export function humanizeSegment(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed.
  }
  return text
    .replace(/[-_]+/g, " ")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());
}

/**
 * Breadcrumbs built from the URL path segments (spec §2): home, then one crumb per segment, the
 * last one being the current page. `labels` names segments (by segment or by full href).
 */
export function breadcrumbTrail(path: string, labels: Record<string, string> = {}, homeLabel = "Accueil", home = "/"): Crumb[] {
  const bare = path.split(/[?#]/)[0]!;
  // Under another language's home ('/ar'), the crumbs start from that home.
  const below = home !== "/" && (bare === home || bare.startsWith(`${home}/`)) ? bare.slice(home.length) : bare;
  const segments = below.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: homeLabel, href: home, current: segments.length === 0 }];
  let href = home === "/" ? "" : home;
  segments.forEach((segment, index) => {
    href += `/${segment}`;
    const label = labels[href] ?? labels[segment] ?? segmentLabels[segment] ?? humanizeSegment(segment);
    crumbs.push({ label, href, current: index === segments.length - 1 });
  });
  return crumbs;
}
