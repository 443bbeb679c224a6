import type { IconKey } from "@/content/template/icons";

/** Copy of the template's home variants 2 to 6 (spec §2), and the sections they share. */

export type Hero = {
  eyebrow: string;
  title: string;
  subTitle: string;
  image: string;
  primaryAction: { label: string; href: string };
  secondaryAction?: { label: string; href: string };
};

export type ProcessStep = { icon: IconKey; title: string; subTitle: string };
export type ValueItem = { icon: IconKey; title: string; subTitle: string };
export type Partner = { name: string; logo: string };

export const heroes: Record<"v2" | "v3" | "v4" | "v5" | "v6", Hero> = {
  v2: {
    eyebrow: "Trusted medical care",
    title: "Compassionate care, exceptional results",
    subTitle:
      "Our team of experienced doctors and healthcare professionals is committed to providing quality care and personalised attention to every patient.",
    image: "/images/template/hero/hero-team.svg",
    primaryAction: { label: "Book an appointment", href: "#appointment" },
    secondaryAction: { label: "Our departments", href: "/departments" },
  },
  v3: {
    eyebrow: "Health is our priority",
    title: "Your partner in health and wellness",
    subTitle:
      "We bring together specialists, modern diagnostics and attentive nursing so you get the right care, at the right time, close to home.",
    image: "/images/template/hero/hero-team.svg",
    primaryAction: { label: "Book an appointment", href: "#appointment" },
    secondaryAction: { label: "Meet our doctors", href: "/doctors" },
  },
  v4: {
    eyebrow: "Welcome to our medical centre",
    title: "Better health starts with the right care",
    subTitle: "Book a visit with one of our specialists in a few clicks, and let our team take care of the rest.",
    image: "/images/template/hero/hero-doctor.svg",
    primaryAction: { label: "Book an appointment", href: "/appointments" },
  },
  v5: {
    eyebrow: "Care for the whole family",
    title: "Modern medicine with a human touch",
    subTitle:
      "Twenty years of experience, twenty-two locations and one promise: to listen first, then to treat with the best of today's medicine.",
    image: "/images/template/about/team.svg",
    primaryAction: { label: "Find a doctor", href: "/doctors" },
    secondaryAction: { label: "See the timetable", href: "/timetable" },
  },
  v6: {
    eyebrow: "Open 24 hours a day",
    title: "Expert care whenever you need it",
    subTitle:
      "From routine check-ups to emergencies, our specialists, nurses and therapists are here for you every day of the year.",
    image: "/images/template/hero/hero-doctor.svg",
    primaryAction: { label: "Book an appointment", href: "#appointment" },
    secondaryAction: { label: "View pricing", href: "/pricing-plan" },
  },
};

export const processSteps: ProcessStep[] = [
  { icon: "calendar", title: "Book an appointment", subTitle: "Choose a department and a time that suits you, online or by phone." },
  { icon: "clipboard", title: "Conduct a check-up", subTitle: "Your doctor listens, examines you and orders the tests you need." },
  { icon: "syringe", title: "Perform the treatment", subTitle: "Care is delivered by the right specialist, in the right place." },
  { icon: "receipt", title: "Prescription & payment", subTitle: "Leave with clear instructions; we handle your insurance claim." },
];

/** Home variant 4's values list (spec §2). */
export const values: ValueItem[] = [
  { icon: "heart-hand", title: "Compassion", subTitle: "We treat every patient with kindness and empathy." },
  { icon: "award", title: "Excellence", subTitle: "We hold ourselves to the highest standards of medicine." },
  { icon: "shield", title: "Integrity", subTitle: "We are honest and transparent in everything we do." },
  { icon: "scale", title: "Respect", subTitle: "We respect every person's dignity, culture and choices." },
  { icon: "handshake", title: "Teamwork", subTitle: "We work together, across specialties, for our patients." },
];

export const partners: Partner[] = [
  { name: "MediCore", logo: "/images/template/partners/medicore.svg" },
  { name: "HealthBridge", logo: "/images/template/partners/healthbridge.svg" },
  { name: "CareNova", logo: "/images/template/partners/carenova.svg" },
  { name: "Vitalis", logo: "/images/template/partners/vitalis.svg" },
  { name: "PulseLab", logo: "/images/template/partners/pulselab.svg" },
  { name: "OrthoPlus", logo: "/images/template/partners/orthoplus.svg" },
];

export const callToAction = {
  title: "Don't let your health take a back seat",
  subTitle: "Schedule an appointment with one of our experienced medical professionals today.",
  action: { label: "Book an appointment", href: "/appointments" },
};

/** The booking form's category radio (spec §2, home V2/V3). */
export const bookingCategories = ["Pediatric", "Obstetrics", "Cardiology", "Neurology"] as const;

/** The hero form's specializations (home variant 4 style). */
export const specializations = ["Cardiology", "Pediatrics", "Neurology", "Orthopaedics", "Gynecology", "Psychiatry"] as const;
