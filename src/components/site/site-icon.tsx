import {
  Activity,
  Award,
  Bone,
  ClipboardCheck,
  Footprints,
  HandHeart,
  HeartHandshake,
  HeartPulse,
  Lightbulb,
  PersonStanding,
  ShieldPlus,
  Stethoscope,
  Syringe,
  Timer,
  Zap,
} from "@/components/site/sprite-icons";
import type { IconComponent } from "@/components/ui/icons";
import type { SiteIconName } from "@/content/site-icons";

const icons: Record<SiteIconName, IconComponent> = {
  activity: Activity,
  award: Award,
  bone: Bone,
  "clipboard-check": ClipboardCheck,
  footprints: Footprints,
  "hand-heart": HandHeart,
  "heart-handshake": HeartHandshake,
  "heart-pulse": HeartPulse,
  lightbulb: Lightbulb,
  "person-standing": PersonStanding,
  "shield-plus": ShieldPlus,
  stethoscope: Stethoscope,
  syringe: Syringe,
  timer: Timer,
  zap: Zap,
};

/** The lucide icon a content module names. Decorative: the text next to it says what it means. */
export function SiteIcon({ name, className, strokeWidth = 1.75 }: { name: SiteIconName; className?: string; strokeWidth?: number }) {
  const Icon = icons[name];
  return <Icon className={className} strokeWidth={strokeWidth} aria-hidden="true" />;
}
