/**
 * Names of the icons the site copy refers to. Content stays framework-free, so it names icons;
 * `src/components/site/site-icon.tsx` maps each name to its icon in `src/components/ui/icons.tsx`.
 */
export type SiteIconName =
  | "activity"
  | "award"
  | "bone"
  | "clipboard-check"
  | "footprints"
  | "hand-heart"
  | "heart-handshake"
  | "heart-pulse"
  | "lightbulb"
  | "person-standing"
  | "shield-plus"
  | "stethoscope"
  | "syringe"
  | "timer"
  | "zap";
