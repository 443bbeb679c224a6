/**
 * The icons server components draw: lucide's drawings rendered as a plain <svg>.
 *
 * lucide-react renders each icon through its own `Icon` component, a client component (it reads
 * an optional context). On a server-rendered page every icon then becomes a client reference:
 * its drawing travels in the page's payload and React runs the component again while hydrating.
 * `/` drew 51 of them, 12–18 ms of main-thread script per load (docs/decisions/013). These
 * components take lucide's drawings and render the same markup without hooks, so a server
 * component's icons are plain elements in the payload, with nothing to run in the browser.
 *
 * Server components import their icons from here; client components import lucide-react, whose
 * icons the bundler takes one by one (this module would bring along every icon used anywhere in
 * client code). The lint rule `local/icons-by-component-kind` enforces both. To add an icon,
 * import its default export from `lucide-react/icons/<kebab-name>` and declare it below.
 */
import { createElement, type ReactElement, type ReactNode, type SVGProps } from "react";
import type { LucideIcon } from "lucide-react";
import ActivityGlyph from "lucide-react/icons/activity";
import AmbulanceGlyph from "lucide-react/icons/ambulance";
import ArrowLeftGlyph from "lucide-react/icons/arrow-left";
import ArrowRightGlyph from "lucide-react/icons/arrow-right";
import ArrowUpRightGlyph from "lucide-react/icons/arrow-up-right";
import AwardGlyph from "lucide-react/icons/award";
import BabyGlyph from "lucide-react/icons/baby";
import BoneGlyph from "lucide-react/icons/bone";
import BrainGlyph from "lucide-react/icons/brain";
import BrainCogGlyph from "lucide-react/icons/brain-cog";
import BriefcaseMedicalGlyph from "lucide-react/icons/briefcase-medical";
import CalendarCheckGlyph from "lucide-react/icons/calendar-check";
import CalendarClockGlyph from "lucide-react/icons/calendar-clock";
import CalendarDaysGlyph from "lucide-react/icons/calendar-days";
import CheckGlyph from "lucide-react/icons/check";
import ChevronLeftGlyph from "lucide-react/icons/chevron-left";
import ChevronRightGlyph from "lucide-react/icons/chevron-right";
import CircleCheckGlyph from "lucide-react/icons/circle-check";
import ClipboardCheckGlyph from "lucide-react/icons/clipboard-check";
import ClipboardListGlyph from "lucide-react/icons/clipboard-list";
import ClockGlyph from "lucide-react/icons/clock";
import Clock3Glyph from "lucide-react/icons/clock-3";
import DatabaseBackupGlyph from "lucide-react/icons/database-backup";
import DoorOpenGlyph from "lucide-react/icons/door-open";
import FolderHeartGlyph from "lucide-react/icons/folder-heart";
import FootprintsGlyph from "lucide-react/icons/footprints";
import GlobeGlyph from "lucide-react/icons/globe";
import GraduationCapGlyph from "lucide-react/icons/graduation-cap";
import HandHeartGlyph from "lucide-react/icons/hand-heart";
import HandshakeGlyph from "lucide-react/icons/handshake";
import HeartHandshakeGlyph from "lucide-react/icons/heart-handshake";
import HeartPulseGlyph from "lucide-react/icons/heart-pulse";
import HospitalGlyph from "lucide-react/icons/hospital";
import HouseGlyph from "lucide-react/icons/house";
import InboxGlyph from "lucide-react/icons/inbox";
import LightbulbGlyph from "lucide-react/icons/lightbulb";
import MailGlyph from "lucide-react/icons/mail";
import MapPinGlyph from "lucide-react/icons/map-pin";
import MedalGlyph from "lucide-react/icons/medal";
import MessageCircleGlyph from "lucide-react/icons/message-circle";
import MicroscopeGlyph from "lucide-react/icons/microscope";
import PersonStandingGlyph from "lucide-react/icons/person-standing";
import PhoneGlyph from "lucide-react/icons/phone";
import PhoneCallGlyph from "lucide-react/icons/phone-call";
import PillGlyph from "lucide-react/icons/pill";
import QuoteGlyph from "lucide-react/icons/quote";
import ReceiptTextGlyph from "lucide-react/icons/receipt-text";
import ScaleGlyph from "lucide-react/icons/scale";
import ScanLineGlyph from "lucide-react/icons/scan-line";
import ScrollTextGlyph from "lucide-react/icons/scroll-text";
import SendGlyph from "lucide-react/icons/send";
import SearchGlyph from "lucide-react/icons/search";
import ShieldCheckGlyph from "lucide-react/icons/shield-check";
import ShieldPlusGlyph from "lucide-react/icons/shield-plus";
import SirenGlyph from "lucide-react/icons/siren";
import SparklesGlyph from "lucide-react/icons/sparkles";
import StethoscopeGlyph from "lucide-react/icons/stethoscope";
import SyringeGlyph from "lucide-react/icons/syringe";
import TagGlyph from "lucide-react/icons/tag";
import TimerGlyph from "lucide-react/icons/timer";
import UserRoundGlyph from "lucide-react/icons/user-round";
import UsersGlyph from "lucide-react/icons/users";
import UsersRoundGlyph from "lucide-react/icons/users-round";
import VenusGlyph from "lucide-react/icons/venus";
import ZapGlyph from "lucide-react/icons/zap";
import LayoutGridGlyph from "lucide-react/icons/layout-grid";
import LockGlyph from "lucide-react/icons/lock";
import MenuGlyph from "lucide-react/icons/menu";
import PlusGlyph from "lucide-react/icons/plus";
import XGlyph from "lucide-react/icons/x";

/** A lucide drawing: its name, aliases and the elements inside its 24×24 view box. */
type IconData = {
  name: string;
  aliases?: string[];
  size?: number;
  node: [tag: string, attributes: Record<string, string | number>][];
};

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string };
/** An icon a component takes as a prop: ours, or lucide-react's from a client component. */
export type IconComponent = (props: IconProps) => ReactNode;

/**
 * The drawing inside a lucide-react icon. Each icon is a forwardRef wrapper that renders the
 * library's `Icon` with the drawing as its `icon` prop; calling the wrapper's render function
 * hands it over without rendering anything. icons.test.tsx checks, for every icon here, that the
 * markup is the one lucide-react renders, so a library change that breaks this fails there.
 */
function drawingOf(glyph: LucideIcon): IconData {
  const wrapper = glyph as unknown as { render(props: object, ref: null): ReactElement<{ icon: IconData }> };
  return wrapper.render({}, null).props.icon;
}

/** As lucide-react: an icon with no accessible name or content is hidden from assistive technology. */
function isLabelled(props: object, hasChildren: boolean): boolean {
  return hasChildren || Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");
}

const drawings = new WeakMap<LucideIcon, IconData>();

/** The <svg> lucide-react renders for `glyph` with these props, built without hooks. */
function renderIcon(glyph: LucideIcon, { size, width, height, color, strokeWidth = 2, className, children, ...rest }: IconProps): ReactElement {
  let drawing = drawings.get(glyph);
  if (!drawing) drawings.set(glyph, (drawing = drawingOf(glyph)));
  const viewBoxSize = drawing.size ?? 24;
  const classes = new Set(["lucide", `lucide-${drawing.name}`, ...(drawing.aliases ?? []).map((alias) => `lucide-${alias}`), ...(className ?? "").split(/\s+/)]);
  classes.delete("");
  return createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      viewBox: `0 0 ${viewBoxSize} ${viewBoxSize}`,
      fill: "none",
      stroke: color ?? "currentColor",
      strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: [...classes].join(" "),
      ...(isLabelled(rest, children != null) ? {} : { "aria-hidden": "true" }),
      ...rest,
    },
    ...drawing.node.map(([tag, attributes]) => createElement(tag, attributes)),
    children,
  );
}

// One function declaration per icon, not `const X = make(Glyph)`: a declaration has no side
// effect, so the bundler can leave out icons no code uses (with module-level calls, every icon
// here was kept, and `/`'s first-load JavaScript grew by 8 kB gzip).
export function Activity(props: IconProps) {
  return renderIcon(ActivityGlyph, props);
}
export function Ambulance(props: IconProps) {
  return renderIcon(AmbulanceGlyph, props);
}
export function ArrowLeft(props: IconProps) {
  return renderIcon(ArrowLeftGlyph, props);
}
export function ArrowRight(props: IconProps) {
  return renderIcon(ArrowRightGlyph, props);
}
export function ArrowUpRight(props: IconProps) {
  return renderIcon(ArrowUpRightGlyph, props);
}
export function Award(props: IconProps) {
  return renderIcon(AwardGlyph, props);
}
export function Baby(props: IconProps) {
  return renderIcon(BabyGlyph, props);
}
export function Bone(props: IconProps) {
  return renderIcon(BoneGlyph, props);
}
export function Brain(props: IconProps) {
  return renderIcon(BrainGlyph, props);
}
export function BrainCog(props: IconProps) {
  return renderIcon(BrainCogGlyph, props);
}
export function BriefcaseMedical(props: IconProps) {
  return renderIcon(BriefcaseMedicalGlyph, props);
}
export function CalendarCheck(props: IconProps) {
  return renderIcon(CalendarCheckGlyph, props);
}
export function CalendarClock(props: IconProps) {
  return renderIcon(CalendarClockGlyph, props);
}
export function CalendarDays(props: IconProps) {
  return renderIcon(CalendarDaysGlyph, props);
}
export function Check(props: IconProps) {
  return renderIcon(CheckGlyph, props);
}
export function ChevronLeft(props: IconProps) {
  return renderIcon(ChevronLeftGlyph, props);
}
export function ChevronRight(props: IconProps) {
  return renderIcon(ChevronRightGlyph, props);
}
export function CircleCheck(props: IconProps) {
  return renderIcon(CircleCheckGlyph, props);
}
export function ClipboardCheck(props: IconProps) {
  return renderIcon(ClipboardCheckGlyph, props);
}
export function ClipboardList(props: IconProps) {
  return renderIcon(ClipboardListGlyph, props);
}

export function DatabaseBackup(props: IconProps) {
  return renderIcon(DatabaseBackupGlyph, props);
}
export function Clock(props: IconProps) {
  return renderIcon(ClockGlyph, props);
}
export function Clock3(props: IconProps) {
  return renderIcon(Clock3Glyph, props);
}
export function DoorOpen(props: IconProps) {
  return renderIcon(DoorOpenGlyph, props);
}
export function FolderHeart(props: IconProps) {
  return renderIcon(FolderHeartGlyph, props);
}
export function Footprints(props: IconProps) {
  return renderIcon(FootprintsGlyph, props);
}
export function Globe(props: IconProps) {
  return renderIcon(GlobeGlyph, props);
}
export function GraduationCap(props: IconProps) {
  return renderIcon(GraduationCapGlyph, props);
}
export function HandHeart(props: IconProps) {
  return renderIcon(HandHeartGlyph, props);
}
export function Handshake(props: IconProps) {
  return renderIcon(HandshakeGlyph, props);
}
export function HeartHandshake(props: IconProps) {
  return renderIcon(HeartHandshakeGlyph, props);
}
export function HeartPulse(props: IconProps) {
  return renderIcon(HeartPulseGlyph, props);
}
export function Hospital(props: IconProps) {
  return renderIcon(HospitalGlyph, props);
}
export function House(props: IconProps) {
  return renderIcon(HouseGlyph, props);
}
export function Inbox(props: IconProps) {
  return renderIcon(InboxGlyph, props);
}
export function Lightbulb(props: IconProps) {
  return renderIcon(LightbulbGlyph, props);
}
export function Mail(props: IconProps) {
  return renderIcon(MailGlyph, props);
}
export function MapPin(props: IconProps) {
  return renderIcon(MapPinGlyph, props);
}
export function Medal(props: IconProps) {
  return renderIcon(MedalGlyph, props);
}
export function MessageCircle(props: IconProps) {
  return renderIcon(MessageCircleGlyph, props);
}
export function Microscope(props: IconProps) {
  return renderIcon(MicroscopeGlyph, props);
}
export function PersonStanding(props: IconProps) {
  return renderIcon(PersonStandingGlyph, props);
}
export function Phone(props: IconProps) {
  return renderIcon(PhoneGlyph, props);
}
export function PhoneCall(props: IconProps) {
  return renderIcon(PhoneCallGlyph, props);
}
export function Pill(props: IconProps) {
  return renderIcon(PillGlyph, props);
}
export function Quote(props: IconProps) {
  return renderIcon(QuoteGlyph, props);
}
export function ReceiptText(props: IconProps) {
  return renderIcon(ReceiptTextGlyph, props);
}
export function Scale(props: IconProps) {
  return renderIcon(ScaleGlyph, props);
}
export function ScanLine(props: IconProps) {
  return renderIcon(ScanLineGlyph, props);
}
export function ScrollText(props: IconProps) {
  return renderIcon(ScrollTextGlyph, props);
}

export function Send(props: IconProps) {
  return renderIcon(SendGlyph, props);
}
export function Search(props: IconProps) {
  return renderIcon(SearchGlyph, props);
}
export function ShieldCheck(props: IconProps) {
  return renderIcon(ShieldCheckGlyph, props);
}
export function ShieldPlus(props: IconProps) {
  return renderIcon(ShieldPlusGlyph, props);
}
export function Siren(props: IconProps) {
  return renderIcon(SirenGlyph, props);
}
export function Sparkles(props: IconProps) {
  return renderIcon(SparklesGlyph, props);
}
export function Stethoscope(props: IconProps) {
  return renderIcon(StethoscopeGlyph, props);
}
export function Syringe(props: IconProps) {
  return renderIcon(SyringeGlyph, props);
}
export function Tag(props: IconProps) {
  return renderIcon(TagGlyph, props);
}
export function Timer(props: IconProps) {
  return renderIcon(TimerGlyph, props);
}
export function UserRound(props: IconProps) {
  return renderIcon(UserRoundGlyph, props);
}
export function Users(props: IconProps) {
  return renderIcon(UsersGlyph, props);
}
export function UsersRound(props: IconProps) {
  return renderIcon(UsersRoundGlyph, props);
}
export function Venus(props: IconProps) {
  return renderIcon(VenusGlyph, props);
}
export function Zap(props: IconProps) {
  return renderIcon(ZapGlyph, props);
}
export function LayoutGrid(props: IconProps) {
  return renderIcon(LayoutGridGlyph, props);
}
export function Lock(props: IconProps) {
  return renderIcon(LockGlyph, props);
}
export function Menu(props: IconProps) {
  return renderIcon(MenuGlyph, props);
}
export function Plus(props: IconProps) {
  return renderIcon(PlusGlyph, props);
}
export function X(props: IconProps) {
  return renderIcon(XGlyph, props);
}
