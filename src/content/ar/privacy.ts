import type { Practice } from "@/content/practice";
import type { PrivacySection, privacyPage } from "@/content/privacy";

/** The privacy page in Arabic (/ar/confidentialite), as src/content/privacy.ts; `{practice}` is the practice's name. */

export const privacyPageAr: typeof privacyPage = {
  title: "سياسة الخصوصية",
  intro:
    "تعالج العيادة معطياتكم الشخصية بالعناية نفسها التي توليها لصحتكم. توضّح هذه الصفحة المعطيات التي نجمعها، ولماذا، وكم من الوقت نحتفظ بها، وكيف تمارسون حقوقكم، وفقًا للقانون رقم 09-08 المتعلق بحماية الأشخاص الذاتيين تجاه معالجة المعطيات ذات الطابع الشخصي.",
  updated: "آخر تحديث: 1 يناير 2026",
};

export const privacySectionsAr: PrivacySection[] = [
  {
    id: "responsable",
    title: "المسؤول عن المعالجة",
    paragraphs: [
      "المسؤول عن المعالجة هو {practice}، وتجدون معلومات الاتصال به أسفل هذه الصفحة. لأي سؤال يتعلق بمعطياتكم، راسلونا عبر البريد الإلكتروني للعيادة أو بالبريد العادي.",
    ],
  },
  {
    id: "donnees",
    title: "المعطيات التي نجمعها",
    paragraphs: ["لا نجمع إلا المعطيات الضرورية:"],
    list: [
      "طلب موعد: الاسم العائلي، الاسم الشخصي، الهاتف، التاريخ والساعة المرغوب فيهما، وسبب الاستشارة إن اخترتم ذكره.",
      "رسالة اتصال: الاسم الكامل، البريد الإلكتروني، الموضوع ونص الرسالة.",
      "ملف المريض (في العيادة): الهوية، معلومات الاتصال، تاريخ الازدياد، التغطية الصحية، المواعيد والملاحظات الطبية.",
      "معطيات تقنية: سجلات الاتصال بالخادم (التاريخ، الصفحة المطلوبة)، دون محتوى الاستمارات.",
    ],
  },
  {
    id: "finalites",
    title: "لماذا نستعملها",
    paragraphs: [
      "تُستعمل معطياتكم حصريًا للرد على طلبكم، وتنظيم استشاراتكم، وضمان متابعتكم الطبية، واحترام التزاماتنا القانونية. لا تُباع أبدًا، ولا تُستعمل لأغراض إشهارية.",
      "المعطيات الصحية معطيات حسّاسة بمفهوم القانون 09-08: لا يطّلع عليها إلا مستخدمو العيادة الملزمون بالسر المهني، ويُسجَّل كل اطلاع على ملف.",
    ],
  },
  {
    id: "conservation",
    title: "مدة الاحتفاظ",
    paragraphs: [
      "نحتفظ بمعطياتكم المدة اللازمة لتحقيق الغرض منها. تُحذف الطلبات والرسائل وسجل التتبّع تلقائيًا، كل يوم، عند انقضاء المدد التالية:",
    ],
    list: [
      "طلبات المواعيد التي لم تُفضِ إلى موعد: {requests} بعد التاريخ المرغوب فيه.",
      "رسائل الاتصال: {messages} بعد استلامها.",
      "الرسائل التي ترسلها العيادة (تأكيدات المواعيد والتذكير بها عبر البريد الإلكتروني أو الرسائل القصيرة أو واتساب): {notifications} على الأكثر.",
      "ملف المريض: طوال مدة المتابعة، ثم طوال مدة حفظ الملفات الطبية التي تفرضها القوانين الجاري بها العمل.",
      "سجل الاطلاع على الملفات وتعديلها (التتبّع): {audit}.",
      "السجلات التقنية: 12 شهرًا على الأكثر.",
    ],
  },
  {
    id: "destinataires",
    title: "المتلقّون والاستضافة",
    paragraphs: [
      "لا يطّلع على معطياتكم إلا الطبيب ومستخدمو العيادة المؤهَّلون. ويمكن، بموافقتكم، أن تُحال إلى مهنيي الصحة المشاركين في علاجكم وإلى هيئات التأمين الصحي. تُستضاف على خوادم مؤمَّنة، والتبادلات مع الموقع مشفَّرة.",
    ],
  },
  {
    id: "contenus-externes",
    title: "الفيديو والخريطة",
    paragraphs: [
      "لا يضع الموقع أي ملفات تعريف ارتباط إشهارية أو لقياس الجمهور. لا يُحمَّل فيديو التقديم (YouTube) ولا الخريطة (Google Maps) إلا عندما تختارون عرضهما؛ وقد تضع هذه الخدمات حينها ملفات تعريف الارتباط الخاصة بها.",
    ],
  },
  {
    id: "droits",
    title: "حقوقكم",
    paragraphs: [
      "وفقًا للمواد 7 و8 و9 من القانون 09-08، لكم الحق في الولوج إلى معطياتكم وتصحيحها والتعرّض، لأسباب مشروعة، على معالجتها.",
      "لممارسة هذه الحقوق، وجّهوا إلينا طلبكم عبر البريد الإلكتروني أو البريد العادي مرفقًا بنسخة من وثيقة الهوية. نجيبكم في أجل 30 يومًا.",
      "إذا رأيتم أن حقوقكم لم تُحترم، يمكنكم اللجوء إلى اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي (CNDP)، www.cndp.ma.",
    ],
  },
];

/** A count of months as Arabic says it: شهر واحد، شهران، 3 أشهر، 12 شهرًا. */
export function arabicMonths(months: number): string {
  if (months === 1) return "شهر واحد";
  if (months === 2) return "شهران";
  return months <= 10 ? `${months} أشهر` : `${months} شهرًا`;
}

/** سنة واحدة، سنتان، 5 سنوات، 20 سنة. */
export function arabicYears(years: number): string {
  if (years === 1) return "سنة واحدة";
  if (years === 2) return "سنتان";
  return years <= 10 ? `${years} سنوات` : `${years} سنة`;
}

/** The sections as this practice's Arabic page shows them, as privacySectionsFor() does in French (decision 033). */
export function arabicPrivacySectionsFor(practice: Pick<Practice, "siteName" | "cndpNumber" | "retention">): PrivacySection[] {
  const { retention } = practice;
  const values: Record<string, string> = {
    practice: practice.siteName,
    requests: arabicMonths(retention.requestsMonths),
    messages: arabicMonths(retention.messagesMonths),
    notifications: arabicMonths(retention.notificationsMonths),
    audit: arabicYears(retention.auditYears),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  return privacySectionsAr.map((section) => {
    const paragraphs = section.paragraphs.map(fill);
    if (section.id === "responsable" && practice.cndpNumber) {
      paragraphs.push(`خضعت هذه المعالجة للإجراءات المسبقة لدى اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي تحت رقم ${practice.cndpNumber}.`);
    }
    return { ...section, paragraphs, ...(section.list ? { list: section.list.map(fill) } : {}) };
  });
}
