/**
 * Meta descriptions of the template pages (search results and link previews). The pages are in
 * English, as the template is, so their descriptions are too. Item pages (a doctor, a
 * department, a post) and the home variants describe themselves from their own content: see
 * src/components/template/template-metadata.ts.
 */
export const templatePageDescriptions = {
  "/about":
    "Who we are: a team of specialists, nurses and therapists, our services, why patients choose us, our figures and awards.",
  "/doctors":
    "Find a specialist: our doctors in cardiology, emergency care, pediatrics, psychiatry and more, with their profiles and schedules.",
  "/departments":
    "Our eight departments work together so that every patient sees the right specialist at the right time.",
  "/blog": "Psychology and Life Style: advice from our doctors on mental health, sleep, nutrition and everyday well-being.",
  "/pricing-plan":
    "Simple monthly membership plans for individuals and families, with their prices and what each includes. No hidden fees.",
  "/gallery": "Bright, calm and modern spaces designed around our patients: a tour of our centre in pictures.",
  "/timetable":
    "Our specialists' consultations from Monday to Saturday, 8:00 AM to 9:00 PM: department, doctor and room of every slot.",
} as const satisfies Record<string, string>;

export type TemplatePagePath = keyof typeof templatePageDescriptions;

/** A description cut at a word boundary to the length search engines show (about 160 characters). */
export function clampDescription(text: string, max = 160): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
