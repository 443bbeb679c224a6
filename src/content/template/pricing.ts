/**
 * The template's membership plans (spec §3 "pricing plan"): six plans, all per month, the
 * Wellness plan marked popular.
 */

import { byId } from "@/content/template/lookup";

export type PricingPlan = {
  id: string;
  title: string;
  subTitle: string;
  /** A price string as displayed, e.g. '$249'. */
  price: string;
  period: string;
  featureList: string[];
  btnText: string;
  btnUrl: string;
  popular: boolean;
};

const period = "/month";
const btnText = "Get Started";
const btnUrl = "/appointments";

export const pricingPlans: PricingPlan[] = [
  {
    id: "family-health",
    title: "Family Health",
    subTitle: "Complete care for the whole family, from newborns to grandparents.",
    price: "$249",
    period,
    featureList: [
      "Up to 4 family members",
      "Annual check-up for everyone",
      "Pediatric and adult consultations",
      "Vaccinations included",
      "24/7 nurse phone line",
    ],
    btnText,
    btnUrl,
    popular: false,
  },
  {
    id: "wellness",
    title: "Wellness",
    subTitle: "Everyday prevention and unlimited general consultations.",
    price: "$99",
    period,
    featureList: [
      "Unlimited general consultations",
      "Annual blood work",
      "Nutrition and lifestyle coaching",
      "Priority appointments",
      "Online results and reminders",
    ],
    btnText,
    btnUrl,
    popular: true,
  },
  {
    id: "senior-wellness",
    title: "Senior Wellness",
    subTitle: "Regular follow-up designed for patients over 60.",
    price: "$149",
    period,
    featureList: [
      "Quarterly check-ups",
      "Cardiology and bone-density screening",
      "Medication review",
      "Home visits when needed",
      "Fall-prevention programme",
    ],
    btnText,
    btnUrl,
    popular: false,
  },
  {
    id: "dental-health",
    title: "Dental Health",
    subTitle: "Healthy smiles with two cleanings a year and fast care.",
    price: "$79",
    period,
    featureList: [
      "Two cleanings a year",
      "Annual dental X-rays",
      "Fillings at member rates",
      "Emergency dental visits",
      "Pediatric dentistry",
    ],
    btnText,
    btnUrl,
    popular: false,
  },
  {
    id: "womens-health",
    title: "Women's Health",
    subTitle: "Gynecology, screening and pregnancy care in one plan.",
    price: "$169",
    period,
    featureList: [
      "Annual gynecological exam",
      "Breast and cervical screening",
      "Prenatal consultations",
      "Bone-health assessment",
      "Menopause support",
    ],
    btnText,
    btnUrl,
    popular: false,
  },
  {
    id: "sports-fitness",
    title: "Sports & Fitness",
    subTitle: "For active people: prevention, performance and quick recovery.",
    price: "$119",
    period,
    featureList: [
      "Sports medicine consultations",
      "Fitness and cardiac stress test",
      "Physiotherapy sessions",
      "Injury fast-track",
      "Personalised training advice",
    ],
    btnText,
    btnUrl,
    popular: false,
  },
];

/** Home variant 4 shows three membership plans. */
export const featuredPlans: PricingPlan[] = ["family-health", "wellness", "senior-wellness"].map((id) => byId(pricingPlans, id));
