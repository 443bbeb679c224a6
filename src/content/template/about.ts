import type { IconKey } from "@/content/template/icons";

/** The template's About page and the sections home variants share with it (English sample copy). */

export type IconCard = { icon: IconKey; title: string; subTitle: string };
export type Figure = { number: string; title: string };
export type Award = { title: string; subTitle: string; year: string };

export const aboutIntro = {
  eyebrow: "About us",
  title: "Your partner in health and wellness",
  paragraphs: [
    "For more than twenty years our medical centre has offered complete, personalised care under one roof: general medicine, specialist consultations, diagnostics and rehabilitation.",
    "Our team of physicians, nurses and therapists works together so that every patient receives the right care at the right time, with respect and clear explanations.",
  ],
  image: "/images/template/about/team.svg",
};

export const services: IconCard[] = [
  { icon: "stethoscope", title: "Primary care", subTitle: "Check-ups, everyday illnesses and long-term follow-up for the whole family." },
  { icon: "radiology", title: "Diagnostic imaging", subTitle: "X-ray, ultrasound, CT and MRI with same-day reports." },
  { icon: "microscope", title: "Laboratory tests", subTitle: "Blood work and analyses on site, with results online." },
  { icon: "cardiology", title: "Specialist consultations", subTitle: "Cardiology, neurology, pediatrics and more, close to home." },
  { icon: "orthopaedics", title: "Rehabilitation", subTitle: "Physiotherapy and recovery programmes after injury or surgery." },
  { icon: "emergency", title: "Emergency care", subTitle: "Open 24 hours a day with a dedicated emergency team." },
];

export const whyChooseUs: IconCard[] = [
  { icon: "users", title: "Experienced medical professionals", subTitle: "Board-certified specialists who keep learning and teaching." },
  { icon: "hospital", title: "Comprehensive services", subTitle: "Consultations, tests and treatment without running across town." },
  { icon: "heart-hand", title: "Patient-centred approach", subTitle: "Time to listen, clear explanations and shared decisions." },
  { icon: "sparkles", title: "State-of-the-art facilities", subTitle: "Modern, low-dose equipment in calm and comfortable rooms." },
  { icon: "clock", title: "Accessible and convenient", subTitle: "Extended hours, online booking and short waiting times." },
];

/** The five figures of spec §3 and §9. */
export const figures: Figure[] = [
  { number: "20+", title: "Years of experience" },
  { number: "95%", title: "Patient satisfaction rating" },
  { number: "5000+", title: "Patients served annually" },
  { number: "10+", title: "Healthcare providers on staff" },
  { number: "22+", title: "Convenient locations in our area" },
];

export const awards: Award[] = [
  { title: "Excellence in Patient Care", subTitle: "Recognised for outstanding patient experience and outcomes.", year: "2023" },
  { title: "Clinical Quality Gold Seal", subTitle: "Accredited for meeting the highest standards of safety.", year: "2022" },
  { title: "Healthcare Innovation Prize", subTitle: "Awarded for our digital follow-up of chronic patients.", year: "2021" },
  { title: "Top Rated Medical Center", subTitle: "Ranked among the region's best by patients' reviews.", year: "2020" },
];

/** The three doctors the About page introduces. */
export const aboutDoctorIds = ["susan-bones", "emily-chen", "robert-hayes"];
