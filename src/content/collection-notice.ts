import { arabicMonths } from "@/content/ar/privacy";
import type { Practice } from "@/content/practice";
import { formatMonths } from "@/content/privacy";

/**
 * The information law 09-08 requires where the data is collected (issue 25, decision 034): who is
 * responsible, why, who receives it, how long it is kept, the rights and how to use them, which
 * fields are compulsory — under each public form, with the link to the full privacy page. Filled
 * from the practice's identity and RETENTION_* like /confidentialite.
 */

export type CollectionNoticeKind = "request" | "contact";
/** `separator`: how the language sets a label before its text (French " : ", Arabic ": "). */
export type CollectionNotice = { title: string; separator: string; points: { label: string; text: string }[]; link: { text: string; href: string } };

type NoticePractice = Pick<Practice, "siteName" | "address" | "email" | "retention" | "cndpNumber">;

export function collectionNoticeFr(practice: NoticePractice, kind: CollectionNoticeKind): CollectionNotice {
  const request = kind === "request";
  return {
    title: "Protection de vos données (loi 09-08)",
    separator: "\u00a0: ",
    points: [
      { label: "Responsable", text: `${practice.siteName}, ${practice.address}${practice.cndpNumber ? ` (CNDP n° ${practice.cndpNumber})` : ""}.` },
      {
        label: "Finalité",
        text: request
          ? "traiter votre demande et vous rappeler pour fixer le rendez-vous ; les rappels par SMS ou WhatsApp seulement si vous cochez la case."
          : "répondre à votre message.",
      },
      { label: "Destinataires", text: "le médecin et le secrétariat du cabinet, tenus au secret ; jamais transmises à des fins commerciales." },
      {
        label: "Conservation",
        text: request
          ? `${formatMonths(practice.retention.requestsMonths)} après la date souhaitée si la demande n'aboutit pas à un rendez-vous ; sinon avec votre dossier médical.`
          : `${formatMonths(practice.retention.messagesMonths)} après réception.`,
      },
      { label: "Vos droits", text: `accès, rectification, opposition et effacement : écrivez à ${practice.email} ou adressez-vous au cabinet.` },
      { label: "Champs obligatoires", text: request ? "ceux marqués d'un astérisque ; le motif est facultatif." : "tous les champs du formulaire." },
    ],
    link: { text: "Politique de confidentialité", href: "/confidentialite" },
  };
}

export function collectionNoticeAr(practice: NoticePractice, kind: CollectionNoticeKind): CollectionNotice {
  const request = kind === "request";
  return {
    title: "حماية معطياتكم (القانون 09-08)",
    separator: ": ",
    points: [
      { label: "المسؤول عن المعالجة", text: `${practice.siteName}، ${practice.address}${practice.cndpNumber ? ` (اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي، رقم ${practice.cndpNumber})` : ""}.` },
      {
        label: "الغاية",
        text: request
          ? "معالجة طلبكم والاتصال بكم لتحديد الموعد؛ ولا تُرسل التذكيرات عبر الرسائل القصيرة أو واتساب إلا إذا أشّرتم على الخانة."
          : "الرد على رسالتكم.",
      },
      { label: "المتلقّون", text: "الطبيب وكتابة العيادة، الملزمون بالسر المهني؛ ولا تُنقل معطياتكم أبدًا لأغراض تجارية." },
      {
        label: "مدة الحفظ",
        text: request
          ? `${arabicMonths(practice.retention.requestsMonths)} بعد التاريخ المرغوب فيه إذا لم يُفضِ الطلب إلى موعد؛ وإلا فمع ملفكم الطبي.`
          : `${arabicMonths(practice.retention.messagesMonths)} بعد الاستلام.`,
      },
      { label: "حقوقكم", text: `الولوج والتصحيح والتعرض والمحو: راسلونا على ${practice.email} أو توجهوا إلى العيادة.` },
      { label: "الحقول الإلزامية", text: request ? "الحقول المشار إليها بنجمة؛ وسبب الاستشارة اختياري." : "جميع حقول الاستمارة." },
    ],
    link: { text: "سياسة الخصوصية", href: "/ar/confidentialite" },
  };
}
