/**
 * Names of the icons the template content refers to. Content is framework-free, so it names an
 * icon and the components draw it (src/components/template/template-icon.tsx).
 */
export const iconKeys = [
  "emergency",
  "pediatric",
  "gynecology",
  "cardiology",
  "neurology",
  "psychiatry",
  "orthopaedics",
  "radiology",
  "stethoscope",
  "microscope",
  "pill",
  "activity",
  "shield",
  "users",
  "award",
  "hospital",
  "heart-hand",
  "sparkles",
  "scale",
  "handshake",
  "calendar",
  "clipboard",
  "syringe",
  "receipt",
  "clock",
  "map-pin",
] as const;

export type IconKey = (typeof iconKeys)[number];
