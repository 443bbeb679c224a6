import { arabicDateLocale } from "@/calendar/names";
import type { CollectionNotice } from "@/content/collection-notice";
import type { Practice } from "@/content/practice";
import type { OfferFormState, WaitlistFormOutcome } from "@/schemas/waitlist-form-state";

/**
 * The words of the waiting list's pages (decision 051), French and Arabic: the form that puts a
 * person on the list, its code step, and the page an offer's link opens.
 */

export type WaitlistLocale = "fr" | "ar";

export type WaitlistCopy = {
  locale: WaitlistLocale;
  title: string;
  intro: string;
  formLabel: string;
  wishLegend: string;
  personLegend: string;
  labels: { type: string; medecinId: string; du: string; au: string; nom: string; prenom: string; dateNaissance: string; gender: string; contact: string; code: string };
  anyDoctor: string;
  genders: { F: string; H: string };
  hints: { range: string; dateNaissance: string; contact: string; code: string };
  required: string;
  submit: string;
  sending: string;
  codeTitle: string;
  codeSent: (destination: string) => string;
  verify: string;
  restart: string;
  doneTitle: string;
  done: (du: string, au: string) => string;
  outcomes: Record<WaitlistFormOutcome, string>;
  triesLeft: (left: number) => string;
  /** Beside a field the server refused, on pages whose language is not the API's French. */
  refusedField: string | null;
  unavailable: string;
  requestLink: { text: string; href: string };
  bookingLink: { text: string; href: string };
};

const frOutcomes: Record<WaitlistFormOutcome, string> = {
  missingFields: "Veuillez remplir les champs obligatoires.",
  failed: "Certaines informations ne sont pas valables : voyez les champs signalés.",
  closed: "La réservation en ligne est momentanément fermée. Vous pouvez envoyer une demande de rendez-vous.",
  undeliverable: "Nous ne pouvons pas vous envoyer de code à ce contact pour l'instant. Essayez un autre contact ou appelez le cabinet.",
  tooMany: "Trop de demandes aujourd'hui. Réessayez demain ou appelez le cabinet.",
  codeWrong: "Code incorrect.",
  codeExpired: "Ce code n'est plus valable. Recommencez l'inscription pour en recevoir un nouveau.",
};

export const waitlistCopyFr: WaitlistCopy = {
  locale: "fr",
  title: "Prévenez-moi si un créneau se libère",
  intro:
    "Aucun créneau ne vous convient ? Inscrivez-vous : dès qu'un créneau de ce type se libère dans vos dates, nous vous l'envoyons. Il vous est réservé 15 minutes ; sans réponse, il passe à la personne suivante.",
  formLabel: "Inscription à la liste d'attente",
  wishLegend: "Le rendez-vous souhaité",
  personLegend: "Vous",
  labels: {
    type: "Type de consultation",
    medecinId: "Médecin",
    du: "À partir du",
    au: "Jusqu'au",
    nom: "Nom",
    prenom: "Prénom",
    dateNaissance: "Date de naissance",
    gender: "Vous êtes",
    contact: "Mobile ou e-mail",
    code: "Code reçu",
  },
  anyDoctor: "Le premier disponible",
  genders: { F: "Une femme", H: "Un homme" },
  hints: {
    range: "Les dates ouvertes à la réservation en ligne.",
    dateNaissance: "jj/mm/aaaa",
    contact: "Un mobile marocain (06… ou 07…) reçoit un SMS ; sinon, une adresse e-mail.",
    code: "6 chiffres, valables 10 minutes.",
  },
  required: "Les champs marqués d'un astérisque sont obligatoires.",
  submit: "Recevoir le code",
  sending: "Envoi...",
  codeTitle: "Vérifiez votre contact",
  codeSent: (destination) => `Un code à 6 chiffres vient d'être envoyé à ${destination}.`,
  verify: "Valider mon inscription",
  restart: "Recommencer",
  doneTitle: "Vous êtes sur la liste d'attente",
  done: (du, au) => `C'est noté : nous vous préviendrons dès qu'un créneau se libère entre le ${du} et le ${au}.`,
  outcomes: frOutcomes,
  triesLeft: (left) => (left > 1 ? `Code incorrect : il vous reste ${left} essais.` : "Code incorrect : il vous reste 1 essai."),
  refusedField: null,
  unavailable: "La liste d'attente ne peut pas être affichée pour l'instant. Réessayez dans quelques instants ou appelez le cabinet.",
  requestLink: { text: "Envoyer une demande de rendez-vous", href: "/appointments" },
  bookingLink: { text: "Voir les créneaux libres", href: "/rendez-vous" },
};

export const waitlistCopyAr: WaitlistCopy = {
  locale: "ar",
  title: "أخبروني إذا أصبح موعد متاحًا",
  intro:
    "لم تجدوا موعدا يناسبكم؟ سجّلوا أنفسكم: بمجرد أن يصبح موعد من هذا النوع متاحا في التواريخ التي اخترتموها، نرسله إليكم. نحتفظ به لكم 15 دقيقة، وبعدها يُقترح على الشخص التالي.",
  formLabel: "التسجيل في لائحة الانتظار",
  wishLegend: "الموعد المرغوب فيه",
  personLegend: "معلوماتكم",
  labels: {
    type: "نوع الاستشارة",
    medecinId: "الطبيب",
    du: "ابتداء من",
    au: "إلى غاية",
    nom: "الاسم العائلي",
    prenom: "الاسم الشخصي",
    dateNaissance: "تاريخ الازدياد",
    gender: "الجنس",
    contact: "الهاتف المحمول أو البريد الإلكتروني",
    code: "الرمز المتوصل به",
  },
  anyDoctor: "أول طبيب متاح",
  genders: { F: "أنثى", H: "ذكر" },
  hints: {
    range: "التواريخ المفتوحة للحجز عبر الإنترنت.",
    dateNaissance: "يوم/شهر/سنة",
    contact: "رقم محمول مغربي (06… أو 07…) يتوصل برسالة قصيرة؛ وإلا فبريد إلكتروني.",
    code: "6 أرقام، صالحة لمدة 10 دقائق.",
  },
  required: "الخانات المشار إليها بنجمة إلزامية.",
  submit: "توصلوا بالرمز",
  sending: "جار الإرسال...",
  codeTitle: "تأكيد وسيلة الاتصال",
  codeSent: (destination) => `تم إرسال رمز من 6 أرقام إلى ${destination}.`,
  verify: "تأكيد التسجيل",
  restart: "البدء من جديد",
  doneTitle: "أنتم مسجلون في لائحة الانتظار",
  done: (du, au) => `تم التسجيل: سنخبركم بمجرد أن يصبح موعد متاحا ما بين ${du} و${au}.`,
  outcomes: {
    missingFields: "يرجى ملء الخانات الإلزامية.",
    failed: "بعض المعلومات غير صحيحة: راجعوا الخانات المشار إليها.",
    closed: "الحجز عبر الإنترنت مغلق مؤقتا. يمكنكم إرسال طلب موعد.",
    undeliverable: "لا يمكننا إرسال رمز إلى وسيلة الاتصال هذه حاليا. جربوا وسيلة أخرى أو اتصلوا بالعيادة.",
    tooMany: "طلبات كثيرة اليوم. حاولوا غدا أو اتصلوا بالعيادة.",
    codeWrong: "الرمز غير صحيح.",
    codeExpired: "هذا الرمز لم يعد صالحا. أعيدوا التسجيل للتوصل برمز جديد.",
  },
  triesLeft: (left) => (left > 1 ? `الرمز غير صحيح: تبقى لكم ${left} محاولات.` : "الرمز غير صحيح: تبقت لكم محاولة واحدة."),
  refusedField: "هذه المعلومة غير مقبولة.",
  unavailable: "لا يمكن عرض لائحة الانتظار حاليا. حاولوا بعد لحظات أو اتصلوا بالعيادة.",
  requestLink: { text: "إرسال طلب موعد", href: "/ar/appointments" },
  bookingLink: { text: "عرض المواعيد المتاحة", href: "/ar/rendez-vous" },
};

export type OfferCopy = {
  locale: WaitlistLocale;
  title: string;
  slotLabel: (day: string, time: string, doctor: string) => string;
  zoneNote: string;
  typeLabel: string;
  keptUntil: (time: string) => string;
  lateNote: string;
  accept: string;
  accepting: string;
  decline: string;
  states: Record<"acceptee" | "declinee" | "expiree" | "perdue", string>;
  outcomes: Record<Exclude<OfferFormState["outcome"], null>, string>;
  notFound: string;
  callUs: (phone: string) => string;
};

export const offerCopyFr: OfferCopy = {
  locale: "fr",
  title: "Un créneau s'est libéré pour vous",
  slotLabel: (day, time, doctor) => `${day} à ${time} avec ${doctor}`,
  zoneNote: "heure du Maroc",
  typeLabel: "Consultation",
  keptUntil: (time) => `Réservé pour vous jusqu'à ${time} (heure du Maroc).`,
  lateNote: "Le délai de 15 minutes est passé, mais ce créneau est encore libre : vous pouvez encore le prendre.",
  accept: "Prendre ce rendez-vous",
  accepting: "Réservation...",
  decline: "Ce créneau ne me convient pas",
  states: {
    acceptee: "Ce rendez-vous est réservé pour vous.",
    declinee: "Vous avez laissé ce créneau. Vous restez sur la liste d'attente.",
    expiree: "Cette proposition n'est plus ouverte.",
    perdue: "Ce créneau n'est plus disponible : une autre personne l'a pris. Vous restez sur la liste d'attente.",
  },
  outcomes: {
    accepted: "Votre rendez-vous est réservé. À bientôt au cabinet.",
    gone: "Ce créneau n'est plus disponible : une autre personne l'a pris. Vous restez sur la liste d'attente.",
    declined: "C'est noté : ce créneau sera proposé à quelqu'un d'autre. Vous restez sur la liste d'attente.",
    closed: "Cette proposition n'est plus ouverte.",
    failed: "Une erreur est survenue. Réessayez dans un instant.",
  },
  notFound: "Ce lien n'est pas valable. Il a peut-être été remplacé par un message plus récent.",
  callUs: (phone) => `Une question ? Appelez le cabinet au ${phone}.`,
};

export const offerCopyAr: OfferCopy = {
  locale: "ar",
  title: "أصبح موعد متاحا لكم",
  slotLabel: (day, time, doctor) => `${day} على الساعة ${time} مع ${doctor}`,
  zoneNote: "بتوقيت المغرب",
  typeLabel: "الاستشارة",
  keptUntil: (time) => `محجوز لكم إلى غاية الساعة ${time} (بتوقيت المغرب).`,
  lateNote: "انقضت مدة 15 دقيقة، لكن هذا الموعد ما زال متاحا: يمكنكم حجزه.",
  accept: "حجز هذا الموعد",
  accepting: "جار الحجز...",
  decline: "هذا الموعد لا يناسبني",
  states: {
    acceptee: "هذا الموعد محجوز لكم.",
    declinee: "تركتم هذا الموعد. ما زلتم في لائحة الانتظار.",
    expiree: "هذا الاقتراح لم يعد متاحا.",
    perdue: "هذا الموعد لم يعد متاحا: حجزه شخص آخر. ما زلتم في لائحة الانتظار.",
  },
  outcomes: {
    accepted: "تم حجز موعدكم. نراكم قريبا في العيادة.",
    gone: "هذا الموعد لم يعد متاحا: حجزه شخص آخر. ما زلتم في لائحة الانتظار.",
    declined: "تم التسجيل: سيُقترح هذا الموعد على شخص آخر. ما زلتم في لائحة الانتظار.",
    closed: "هذا الاقتراح لم يعد متاحا.",
    failed: "حدث خطأ. حاولوا بعد لحظة.",
  },
  notFound: "هذا الرابط غير صالح. ربما عوّضته رسالة أحدث.",
  callUs: (phone) => `لأي سؤال، اتصلوا بالعيادة على الرقم ${phone}.`,
};

type NoticePractice = Pick<Practice, "siteName" | "address" | "email" | "cndpNumber">;

/** The law 09-08 notice under the waiting list's form. */
export function waitlistNotice(practice: NoticePractice, locale: WaitlistLocale): CollectionNotice {
  const cndp = practice.cndpNumber ? ` (CNDP n° ${practice.cndpNumber})` : "";
  if (locale === "ar") {
    return {
      title: "حماية معطياتكم (القانون 09-08)",
      separator: ": ",
      points: [
        { label: "المسؤول عن المعالجة", text: `${practice.siteName}، ${practice.address}${cndp}.` },
        { label: "الغاية", text: "إخباركم بموعد متاح وحجزه لكم إن قبلتموه؛ يُستعمل هاتفكم أو بريدكم لهذا الغرض فقط." },
        { label: "المتلقّون", text: "الطبيب وكتابة العيادة، الملزمون بالسر المهني؛ ولا تُنقل معطياتكم أبدًا لأغراض تجارية." },
        { label: "مدة الحفظ", text: "30 يوما بعد انتهاء تسجيلكم (انقضاء الفترة أو حجز موعد أو السحب)؛ والموعد المحجوز مع ملفكم الطبي." },
        { label: "حقوقكم", text: `الولوج والتصحيح والتعرض والمحو: راسلوا ${practice.email} أو توجهوا إلى العيادة.` },
        { label: "الخانات الإلزامية", text: "كل خانات الاستمارة باستثناء الطبيب." },
      ],
      link: { text: "سياسة الخصوصية", href: "/ar/confidentialite" },
    };
  }
  return {
    title: "Protection de vos données (loi 09-08)",
    separator: "\u00a0: ",
    points: [
      { label: "Responsable", text: `${practice.siteName}, ${practice.address}${cndp}.` },
      { label: "Finalité", text: "vous prévenir d'un créneau libéré et vous le réserver si vous l'acceptez ; votre mobile ou votre e-mail ne sert qu'à cela." },
      { label: "Destinataires", text: "le médecin et le secrétariat du cabinet, tenus au secret ; jamais transmises à des fins commerciales." },
      { label: "Conservation", text: "30 jours après la fin de votre inscription (période passée, rendez-vous pris ou retrait) ; le rendez-vous pris, avec votre dossier médical." },
      { label: "Vos droits", text: `accès, rectification, opposition et effacement : écrivez à ${practice.email} ou adressez-vous au cabinet.` },
      { label: "Champs obligatoires", text: "tous, sauf le médecin." },
    ],
    link: { text: "Politique de confidentialité", href: "/confidentialite" },
  };
}

const frenchSlotDay = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const arabicSlotDay = new Intl.DateTimeFormat(arabicDateLocale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "mardi 15 octobre 2026" / "الثلاثاء 15 أكتوبر 2026" of a wall-clock start "2026-10-15T10:30" (no zone can move it). */
export function slotDayLabel(debut: string, locale: WaitlistLocale): string {
  const day = new Date(`${debut.slice(0, 10)}T12:00:00Z`);
  return (locale === "ar" ? arabicSlotDay : frenchSlotDay).format(day);
}

/** "10:15", an instant in the practice's time zone. */
export function practiceTimeLabel(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("fr-FR", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(instant));
}
