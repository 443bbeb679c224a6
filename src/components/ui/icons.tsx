/**
 * Every icon the app draws: lucide's drawings rendered as a plain <svg>.
 *
 * lucide-react renders each icon through its own `Icon` component, a client component (it reads
 * an optional context). On a server-rendered page every icon then becomes a client reference:
 * its drawing travels in the page's payload and React runs the component again while hydrating.
 * `/` drew 51 of them, ~16 ms of main-thread script per load (docs/decisions/013). These
 * components take lucide's drawings and render the same markup without hooks, so a server
 * component's icons are plain elements, and a client component's are a small function.
 *
 * Import icons from here, never from "lucide-react" (the lint config enforces it). To add an
 * icon, import its default export from `lucide-react/icons/<kebab-name>` and wrap it below.
 */
import { createElement, type ReactElement, type SVGProps } from "react";
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
import CalendarPlusGlyph from "lucide-react/icons/calendar-plus";
import CalendarRangeGlyph from "lucide-react/icons/calendar-range";
import CalendarSearchGlyph from "lucide-react/icons/calendar-search";
import CheckGlyph from "lucide-react/icons/check";
import ChevronLeftGlyph from "lucide-react/icons/chevron-left";
import ChevronRightGlyph from "lucide-react/icons/chevron-right";
import CircleCheckGlyph from "lucide-react/icons/circle-check";
import ClipboardCheckGlyph from "lucide-react/icons/clipboard-check";
import ClipboardListGlyph from "lucide-react/icons/clipboard-list";
import ClockGlyph from "lucide-react/icons/clock";
import Clock3Glyph from "lucide-react/icons/clock-3";
import DoorOpenGlyph from "lucide-react/icons/door-open";
import DownloadGlyph from "lucide-react/icons/download";
import ExternalLinkGlyph from "lucide-react/icons/external-link";
import EyeGlyph from "lucide-react/icons/eye";
import EyeOffGlyph from "lucide-react/icons/eye-off";
import FilterGlyph from "lucide-react/icons/filter";
import FolderHeartGlyph from "lucide-react/icons/folder-heart";
import FootprintsGlyph from "lucide-react/icons/footprints";
import GlobeGlyph from "lucide-react/icons/globe";
import GraduationCapGlyph from "lucide-react/icons/graduation-cap";
import HandHeartGlyph from "lucide-react/icons/hand-heart";
import HandshakeGlyph from "lucide-react/icons/handshake";
import HeartHandshakeGlyph from "lucide-react/icons/heart-handshake";
import HeartPulseGlyph from "lucide-react/icons/heart-pulse";
import HistoryGlyph from "lucide-react/icons/history";
import HospitalGlyph from "lucide-react/icons/hospital";
import HouseGlyph from "lucide-react/icons/house";
import IdCardGlyph from "lucide-react/icons/id-card";
import InboxGlyph from "lucide-react/icons/inbox";
import LayoutGridGlyph from "lucide-react/icons/layout-grid";
import LightbulbGlyph from "lucide-react/icons/lightbulb";
import ListGlyph from "lucide-react/icons/list";
import LoaderCircleGlyph from "lucide-react/icons/loader-circle";
import LockGlyph from "lucide-react/icons/lock";
import LogInGlyph from "lucide-react/icons/log-in";
import LogOutGlyph from "lucide-react/icons/log-out";
import MailGlyph from "lucide-react/icons/mail";
import MailOpenGlyph from "lucide-react/icons/mail-open";
import MapPinGlyph from "lucide-react/icons/map-pin";
import Maximize2Glyph from "lucide-react/icons/maximize-2";
import MedalGlyph from "lucide-react/icons/medal";
import MenuGlyph from "lucide-react/icons/menu";
import MessageCircleGlyph from "lucide-react/icons/message-circle";
import MicroscopeGlyph from "lucide-react/icons/microscope";
import PersonStandingGlyph from "lucide-react/icons/person-standing";
import PhoneGlyph from "lucide-react/icons/phone";
import PhoneCallGlyph from "lucide-react/icons/phone-call";
import PillGlyph from "lucide-react/icons/pill";
import PlayGlyph from "lucide-react/icons/play";
import PlusGlyph from "lucide-react/icons/plus";
import QuoteGlyph from "lucide-react/icons/quote";
import ReceiptTextGlyph from "lucide-react/icons/receipt-text";
import ReplyGlyph from "lucide-react/icons/reply";
import RotateCwGlyph from "lucide-react/icons/rotate-cw";
import ScaleGlyph from "lucide-react/icons/scale";
import ScanLineGlyph from "lucide-react/icons/scan-line";
import ScrollTextGlyph from "lucide-react/icons/scroll-text";
import SearchGlyph from "lucide-react/icons/search";
import SendGlyph from "lucide-react/icons/send";
import ShieldCheckGlyph from "lucide-react/icons/shield-check";
import ShieldPlusGlyph from "lucide-react/icons/shield-plus";
import SirenGlyph from "lucide-react/icons/siren";
import SparklesGlyph from "lucide-react/icons/sparkles";
import StethoscopeGlyph from "lucide-react/icons/stethoscope";
import SyringeGlyph from "lucide-react/icons/syringe";
import TagGlyph from "lucide-react/icons/tag";
import TimerGlyph from "lucide-react/icons/timer";
import Trash2Glyph from "lucide-react/icons/trash-2";
import TriangleAlertGlyph from "lucide-react/icons/triangle-alert";
import UserMinusGlyph from "lucide-react/icons/user-minus";
import UserPlusGlyph from "lucide-react/icons/user-plus";
import UserRoundGlyph from "lucide-react/icons/user-round";
import UserSearchGlyph from "lucide-react/icons/user-search";
import UsersGlyph from "lucide-react/icons/users";
import UsersRoundGlyph from "lucide-react/icons/users-round";
import VenusGlyph from "lucide-react/icons/venus";
import XGlyph from "lucide-react/icons/x";
import ZapGlyph from "lucide-react/icons/zap";
import ZoomInGlyph from "lucide-react/icons/zoom-in";
import ZoomOutGlyph from "lucide-react/icons/zoom-out";

/** A lucide drawing: its name, aliases and the elements inside its 24×24 view box. */
type IconData = {
  name: string;
  aliases?: string[];
  size?: number;
  node: [tag: string, attributes: Record<string, string | number>][];
};

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string };
export type IconComponent = (props: IconProps) => ReactElement;

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

function staticIcon(glyph: LucideIcon): IconComponent {
  let drawing: IconData | undefined;
  function Icon({ size, width, height, color, strokeWidth = 2, className, children, ...rest }: IconProps) {
    drawing ??= drawingOf(glyph);
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
  Icon.displayName = glyph.displayName;
  return Icon;
}

export const Activity = staticIcon(ActivityGlyph);
export const Ambulance = staticIcon(AmbulanceGlyph);
export const ArrowLeft = staticIcon(ArrowLeftGlyph);
export const ArrowRight = staticIcon(ArrowRightGlyph);
export const ArrowUpRight = staticIcon(ArrowUpRightGlyph);
export const Award = staticIcon(AwardGlyph);
export const Baby = staticIcon(BabyGlyph);
export const Bone = staticIcon(BoneGlyph);
export const Brain = staticIcon(BrainGlyph);
export const BrainCog = staticIcon(BrainCogGlyph);
export const BriefcaseMedical = staticIcon(BriefcaseMedicalGlyph);
export const CalendarCheck = staticIcon(CalendarCheckGlyph);
export const CalendarClock = staticIcon(CalendarClockGlyph);
export const CalendarDays = staticIcon(CalendarDaysGlyph);
export const CalendarPlus = staticIcon(CalendarPlusGlyph);
export const CalendarRange = staticIcon(CalendarRangeGlyph);
export const CalendarSearch = staticIcon(CalendarSearchGlyph);
export const Check = staticIcon(CheckGlyph);
export const ChevronLeft = staticIcon(ChevronLeftGlyph);
export const ChevronRight = staticIcon(ChevronRightGlyph);
export const CircleCheck = staticIcon(CircleCheckGlyph);
export const ClipboardCheck = staticIcon(ClipboardCheckGlyph);
export const ClipboardList = staticIcon(ClipboardListGlyph);
export const Clock = staticIcon(ClockGlyph);
export const Clock3 = staticIcon(Clock3Glyph);
export const DoorOpen = staticIcon(DoorOpenGlyph);
export const Download = staticIcon(DownloadGlyph);
export const ExternalLink = staticIcon(ExternalLinkGlyph);
export const Eye = staticIcon(EyeGlyph);
export const EyeOff = staticIcon(EyeOffGlyph);
export const Filter = staticIcon(FilterGlyph);
export const FolderHeart = staticIcon(FolderHeartGlyph);
export const Footprints = staticIcon(FootprintsGlyph);
export const Globe = staticIcon(GlobeGlyph);
export const GraduationCap = staticIcon(GraduationCapGlyph);
export const HandHeart = staticIcon(HandHeartGlyph);
export const Handshake = staticIcon(HandshakeGlyph);
export const HeartHandshake = staticIcon(HeartHandshakeGlyph);
export const HeartPulse = staticIcon(HeartPulseGlyph);
export const History = staticIcon(HistoryGlyph);
export const Hospital = staticIcon(HospitalGlyph);
export const House = staticIcon(HouseGlyph);
export const IdCard = staticIcon(IdCardGlyph);
export const Inbox = staticIcon(InboxGlyph);
export const LayoutGrid = staticIcon(LayoutGridGlyph);
export const Lightbulb = staticIcon(LightbulbGlyph);
export const List = staticIcon(ListGlyph);
export const LoaderCircle = staticIcon(LoaderCircleGlyph);
export const Lock = staticIcon(LockGlyph);
export const LogIn = staticIcon(LogInGlyph);
export const LogOut = staticIcon(LogOutGlyph);
export const Mail = staticIcon(MailGlyph);
export const MailOpen = staticIcon(MailOpenGlyph);
export const MapPin = staticIcon(MapPinGlyph);
export const Maximize2 = staticIcon(Maximize2Glyph);
export const Medal = staticIcon(MedalGlyph);
export const Menu = staticIcon(MenuGlyph);
export const MessageCircle = staticIcon(MessageCircleGlyph);
export const Microscope = staticIcon(MicroscopeGlyph);
export const PersonStanding = staticIcon(PersonStandingGlyph);
export const Phone = staticIcon(PhoneGlyph);
export const PhoneCall = staticIcon(PhoneCallGlyph);
export const Pill = staticIcon(PillGlyph);
export const Play = staticIcon(PlayGlyph);
export const Plus = staticIcon(PlusGlyph);
export const Quote = staticIcon(QuoteGlyph);
export const ReceiptText = staticIcon(ReceiptTextGlyph);
export const Reply = staticIcon(ReplyGlyph);
export const RotateCw = staticIcon(RotateCwGlyph);
export const Scale = staticIcon(ScaleGlyph);
export const ScanLine = staticIcon(ScanLineGlyph);
export const ScrollText = staticIcon(ScrollTextGlyph);
export const Search = staticIcon(SearchGlyph);
export const Send = staticIcon(SendGlyph);
export const ShieldCheck = staticIcon(ShieldCheckGlyph);
export const ShieldPlus = staticIcon(ShieldPlusGlyph);
export const Siren = staticIcon(SirenGlyph);
export const Sparkles = staticIcon(SparklesGlyph);
export const Stethoscope = staticIcon(StethoscopeGlyph);
export const Syringe = staticIcon(SyringeGlyph);
export const Tag = staticIcon(TagGlyph);
export const Timer = staticIcon(TimerGlyph);
export const Trash2 = staticIcon(Trash2Glyph);
export const TriangleAlert = staticIcon(TriangleAlertGlyph);
export const UserMinus = staticIcon(UserMinusGlyph);
export const UserPlus = staticIcon(UserPlusGlyph);
export const UserRound = staticIcon(UserRoundGlyph);
export const UserSearch = staticIcon(UserSearchGlyph);
export const Users = staticIcon(UsersGlyph);
export const UsersRound = staticIcon(UsersRoundGlyph);
export const Venus = staticIcon(VenusGlyph);
export const X = staticIcon(XGlyph);
export const Zap = staticIcon(ZapGlyph);
export const ZoomIn = staticIcon(ZoomInGlyph);
export const ZoomOut = staticIcon(ZoomOutGlyph);
