/** The template's FAQ (spec §3 "FAQ item": title, content), shown on the pricing page and home variants. */

export type FaqItem = { title: string; content: string };

export const templateFaq: FaqItem[] = [
  {
    title: "What services does the medical centre offer?",
    content:
      "We offer primary care, specialist consultations, diagnostic imaging, laboratory tests, rehabilitation and a 24-hour emergency department, all in one place.",
  },
  {
    title: "How do I schedule an appointment?",
    content:
      "Use the booking form on this site, call our reception, or come to the front desk. We confirm every request by phone within one working day.",
  },
  {
    title: "Do you accept insurance?",
    content:
      "Yes. We work with most health insurers and mutual funds. Bring your insurance card to your first visit and our team will handle the paperwork.",
  },
  {
    title: "What should I bring to my appointment?",
    content:
      "An identity document, your insurance card, your recent prescriptions and any test results or imaging you already have.",
  },
  {
    title: "How do I request my medical records?",
    content:
      "Ask at reception or write to our medical records office. Records are sent to you, or to the doctor of your choice, within eight days.",
  },
];
