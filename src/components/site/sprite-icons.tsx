/**
 * The public site's server-drawn icons, by reference to one static SVG sprite.
 *
 * Rendered per request (decision 035), an inline lucide drawing costs twice: its elements are
 * serialised in the RSC payload and again in the HTML, and React walks both. `/` drew 60 such
 * icons, a third of its payload. Here each icon is an <svg> with the same attributes and classes
 * as @/components/ui/icons, whose only child is a <use> of the drawing in
 * public/images/icons.svg: the elements inside a <use> inherit the outer <svg>'s stroke,
 * stroke-width and currentColor, so the icon looks the same and still takes the text's colour.
 * sprite-icons.test.tsx checks every icon here against @/components/ui/icons and the sprite.
 */
import { createElement, type ReactElement } from "react";
import type { IconProps } from "@/components/ui/icons";

/** Served from public/; cached by the browser for every page. */
export const iconSprite = "/images/icons.svg";

/** As lucide-react: an icon with no accessible name or content is hidden from assistive technology. */
function isLabelled(props: object, hasChildren: boolean): boolean {
  return hasChildren || Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");
}

/**
 * The <svg> @/components/ui/icons renders for this drawing, with a <use> of the sprite inside. The
 * attributes every lucide icon shares (fill, line caps and joins) are on the sprite's <symbol>s,
 * and an inline <svg> in HTML needs no xmlns; stroke and its width vary, so they stay here.
 */
function spriteIcon(id: string, lucideClasses: string, { size, width, height, color, strokeWidth = 2, className, children, ...rest }: IconProps): ReactElement {
  const classes = new Set([...lucideClasses.split(" "), ...(className ?? "").split(/\s+/)]);
  classes.delete("");
  return createElement(
    "svg",
    {
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      viewBox: "0 0 24 24",
      stroke: color ?? "currentColor",
      strokeWidth,
      className: [...classes].join(" "),
      ...(isLabelled(rest, children != null) ? {} : { "aria-hidden": "true" }),
      ...rest,
    },
    createElement("use", { href: `${iconSprite}#${id}` }),
    children,
  );
}

// One declaration per icon (as in @/components/ui/icons), so that unused ones are left out.
export function Activity(props: IconProps) {
  return spriteIcon("activity", "lucide lucide-activity", props);
}
export function ArrowRight(props: IconProps) {
  return spriteIcon("arrow-right", "lucide lucide-arrow-right", props);
}
export function ArrowUpRight(props: IconProps) {
  return spriteIcon("arrow-up-right", "lucide lucide-arrow-up-right", props);
}
export function Award(props: IconProps) {
  return spriteIcon("award", "lucide lucide-award", props);
}
export function Bone(props: IconProps) {
  return spriteIcon("bone", "lucide lucide-bone", props);
}
export function CalendarCheck(props: IconProps) {
  return spriteIcon("calendar-check", "lucide lucide-calendar-check", props);
}
export function CalendarDays(props: IconProps) {
  return spriteIcon("calendar-days", "lucide lucide-calendar-days", props);
}
export function ChevronRight(props: IconProps) {
  return spriteIcon("chevron-right", "lucide lucide-chevron-right", props);
}
export function CircleCheck(props: IconProps) {
  return spriteIcon("circle-check", "lucide lucide-circle-check lucide-check-circle-2", props);
}
export function ClipboardCheck(props: IconProps) {
  return spriteIcon("clipboard-check", "lucide lucide-clipboard-check", props);
}
export function Clock3(props: IconProps) {
  return spriteIcon("clock-3", "lucide lucide-clock-3", props);
}
export function Footprints(props: IconProps) {
  return spriteIcon("footprints", "lucide lucide-footprints", props);
}
export function HandHeart(props: IconProps) {
  return spriteIcon("hand-heart", "lucide lucide-hand-heart", props);
}
export function HeartHandshake(props: IconProps) {
  return spriteIcon("heart-handshake", "lucide lucide-heart-handshake", props);
}
export function HeartPulse(props: IconProps) {
  return spriteIcon("heart-pulse", "lucide lucide-heart-pulse", props);
}
export function House(props: IconProps) {
  return spriteIcon("house", "lucide lucide-house lucide-home", props);
}
export function Lightbulb(props: IconProps) {
  return spriteIcon("lightbulb", "lucide lucide-lightbulb", props);
}
export function Mail(props: IconProps) {
  return spriteIcon("mail", "lucide lucide-mail", props);
}
export function MapPin(props: IconProps) {
  return spriteIcon("map-pin", "lucide lucide-map-pin", props);
}
export function Medal(props: IconProps) {
  return spriteIcon("medal", "lucide lucide-medal", props);
}
export function MessageCircle(props: IconProps) {
  return spriteIcon("message-circle", "lucide lucide-message-circle", props);
}
export function PersonStanding(props: IconProps) {
  return spriteIcon("person-standing", "lucide lucide-person-standing", props);
}
export function Phone(props: IconProps) {
  return spriteIcon("phone", "lucide lucide-phone", props);
}
export function ShieldCheck(props: IconProps) {
  return spriteIcon("shield-check", "lucide lucide-shield-check", props);
}
export function ShieldPlus(props: IconProps) {
  return spriteIcon("shield-plus", "lucide lucide-shield-plus", props);
}
export function Siren(props: IconProps) {
  return spriteIcon("siren", "lucide lucide-siren", props);
}
export function Stethoscope(props: IconProps) {
  return spriteIcon("stethoscope", "lucide lucide-stethoscope", props);
}
export function Syringe(props: IconProps) {
  return spriteIcon("syringe", "lucide lucide-syringe", props);
}
export function Timer(props: IconProps) {
  return spriteIcon("timer", "lucide lucide-timer", props);
}
export function Zap(props: IconProps) {
  return spriteIcon("zap", "lucide lucide-zap", props);
}
export function ChevronLeft(props: IconProps) {
  return spriteIcon("chevron-left", "lucide lucide-chevron-left", props);
}
export function LayoutGrid(props: IconProps) {
  return spriteIcon("layout-grid", "lucide lucide-layout-grid", props);
}
export function Lock(props: IconProps) {
  return spriteIcon("lock", "lucide lucide-lock", props);
}
export function Menu(props: IconProps) {
  return spriteIcon("menu", "lucide lucide-menu", props);
}
export function Plus(props: IconProps) {
  return spriteIcon("plus", "lucide lucide-plus", props);
}
export function Search(props: IconProps) {
  return spriteIcon("search", "lucide lucide-search", props);
}
export function Send(props: IconProps) {
  return spriteIcon("send", "lucide lucide-send", props);
}
export function X(props: IconProps) {
  return spriteIcon("x", "lucide lucide-x", props);
}
