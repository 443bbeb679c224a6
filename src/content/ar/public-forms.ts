import type { AppointmentFormCopy, ContactFormCopy, PrivacyNoticeCopy } from "@/content/public-forms";

/**
 * The public forms' words on the Arabic pages. The API answers in French (the spec's messages):
 * the forms show these texts for its outcomes instead (success, missing fields, failure, a
 * refused field), never the API's own words.
 */

export const privacyNoticeCopyAr: PrivacyNoticeCopy = {
  text: "تُستعمل معطياتكم فقط لمعالجة طلبكم، ويُحتفظ بها بشكل آمن، وفقًا للقانون 09-08.",
  link: "اعرفوا المزيد",
  linkContext: " عن حماية معطياتكم",
  href: "/ar/confidentialite",
};

export const appointmentFormCopyAr: AppointmentFormCopy = {
  formLabel: "طلب موعد",
  labels: {
    nom: "الاسم العائلي",
    prenom: "الاسم الشخصي",
    telephone: "الهاتف",
    datePreferee: "التاريخ المفضَّل",
    heurePreferee: "الساعة المفضَّلة",
    motif: "سبب الاستشارة (اختياري)",
  },
  placeholders: { telephone: "06 12 34 56 78", motif: "ألم في الركبة منذ أسبوعين، رأي جراحي..." },
  date: {
    placeholder: "يوم/شهر/سنة",
    hint: "بصيغة يوم/شهر/سنة، ابتداءً من اليوم.",
    rejected: "تاريخ غير صالح أو فائت: اختاروا تاريخًا ابتداءً من اليوم.",
    calendarButton: "اختيار تاريخ من التقويم",
    calendarDialog: "التقويم",
  },
  submit: "إرسال الطلب",
  requiredNote: "حقول إلزامية",
  reminders: "أوافق على تلقي تذكير بمواعيدي عبر الرسائل القصيرة أو واتساب (اختياري).",
  messages: {
    missingFields: "يجب ملء جميع الحقول الإلزامية.",
    failed: "حدث خطأ أثناء تسجيل الطلب.",
    success: "تم تسجيل طلب الموعد بنجاح.",
  },
  refusedField: "العيادة مغلقة في هذا اليوم. يُرجى اختيار تاريخ آخر.",
  timeHint: {
    closedDay: "العيادة مغلقة في هذا اليوم.",
    outside: "هذا الوقت خارج أوقات عمل العيادة ({jour}: {heures}). يمكنكم رغم ذلك إرسال طلبكم، وسنقترح عليكم موعدًا مناسبًا.",
  },
  privacyNotice: privacyNoticeCopyAr,
};

export const contactFormCopyAr: ContactFormCopy = {
  formLabel: "استمارة الاتصال",
  labels: { nomComplet: "الاسم الكامل", email: "البريد الإلكتروني", sujet: "الموضوع", message: "الرسالة" },
  submit: "إرسال الرسالة",
  messages: {
    missingFields: "يُرجى ملء جميع الحقول.",
    failed: "حدث خطأ أثناء الإرسال.",
    success: "تم إرسال الرسالة بنجاح.",
    sending: "جارٍ الإرسال...",
  },
  privacyNotice: privacyNoticeCopyAr,
};
