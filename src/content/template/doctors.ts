/**
 * The template's doctors (spec §3 "doctor card" and "doctor detail"): generic hospital sample
 * content in English, rendered by the doctors list, the doctor pages and the About page.
 */

import { byId } from "@/content/template/lookup";

export const doctorCategories = ["cardiology", "emergency", "pediatric", "psychiatry", "others"] as const;
export type DoctorCategory = (typeof doctorCategories)[number];

/** The labels of the 'Sort by' filter, in the order the template shows them. */
export const doctorCategoryLabels: Record<DoctorCategory, string> = {
  cardiology: "Cardiology",
  emergency: "Emergency",
  pediatric: "Pediatric",
  psychiatry: "Psychiatry",
  others: "Others",
};

export type ContactIconKey = "phone" | "email" | "location";
export type SocialIconKey = "website" | "message" | "email";

export type DoctorSchedule = { day: string; time: string };
export type DoctorDegree = { title: string; subTitle: string };

export type Doctor = {
  id: string;
  name: string;
  image: string;
  department: string;
  designation: string;
  description: string;
  category: DoctorCategory;
  socialLinks: { icon: SocialIconKey; label: string; href: string }[];
  contactInfo: { icon: ContactIconKey; title: string }[];
  schedules: DoctorSchedule[];
  degrees: DoctorDegree[];
  experiences: string[];
  awards: string[];
};

// The spec: social links all point to /.
const socialLinks: Doctor["socialLinks"] = [
  { icon: "website", label: "Website", href: "/" },
  { icon: "message", label: "Messenger", href: "/" },
  { icon: "email", label: "E-mail", href: "/" },
];

// The template's schedule (spec §9): Monday to Thursday, 09.00 AM to 07.00 PM.
const templateSchedule: DoctorSchedule[] = [
  { day: "Monday", time: "09.00 AM - 07.00 PM" },
  { day: "Tuesday", time: "09.00 AM - 07.00 PM" },
  { day: "Wednesday", time: "09.00 AM - 07.00 PM" },
  { day: "Thursday", time: "09.00 AM - 07.00 PM" },
];

function contact(handle: string, room: string): Doctor["contactInfo"] {
  return [
    { icon: "phone", title: "+1 (555) 010-2400" },
    { icon: "email", title: `${handle}@clinic.example` },
    { icon: "location", title: `Medical Center, ${room}` },
  ];
}

export const doctors: Doctor[] = [
  {
    id: "susan-bones",
    name: "Dr. Susan Bones, MD",
    image: "/images/template/doctors/susan-bones.svg",
    department: "Cardiology",
    designation: "Board-certified Cardiologist",
    description:
      "With more than fifteen years in preventive cardiology, Dr. Bones helps patients understand their heart health and builds long-term plans that fit everyday life.",
    category: "cardiology",
    socialLinks,
    contactInfo: contact("s.bones", "Room 204"),
    schedules: templateSchedule,
    degrees: [
      { title: "University of Chicago, Doctor of Medicine", subTitle: "Residency in internal medicine and a fellowship in cardiovascular disease." },
      { title: "Johns Hopkins University, Master of Public Health", subTitle: "Research on cardiovascular prevention in underserved communities." },
    ],
    experiences: [
      "Head of the preventive cardiology clinic since 2016",
      "Eight years as an attending cardiologist at a university hospital",
      "Author of twenty peer-reviewed articles on heart-failure prevention",
    ],
    awards: ["Excellence in Patient Care Award, 2022", "Top Cardiologist of the Year, 2020"],
  },
  {
    id: "james-carter",
    name: "Dr. James Carter",
    image: "/images/template/doctors/james-carter.svg",
    department: "Cardiology",
    designation: "Interventional Cardiologist",
    description:
      "Dr. Carter performs minimally invasive heart procedures, from angioplasty to stent placement, with a focus on quick and safe recovery.",
    category: "cardiology",
    socialLinks,
    contactInfo: contact("j.carter", "Room 208"),
    schedules: templateSchedule,
    degrees: [
      { title: "Stanford University, Doctor of Medicine", subTitle: "Fellowship in interventional cardiology." },
      { title: "American Board of Internal Medicine", subTitle: "Board certification in cardiovascular disease." },
    ],
    experiences: [
      "More than 2,000 catheterisation procedures performed",
      "Director of the cardiac catheterisation laboratory",
      "Clinical instructor for cardiology fellows",
    ],
    awards: ["Clinical Innovation Prize, 2021", "Patients' Choice Award, 2019"],
  },
  {
    id: "leila-haddad",
    name: "Dr. Leila Haddad",
    image: "/images/template/doctors/leila-haddad.svg",
    department: "Cardiology",
    designation: "Cardiac Electrophysiologist",
    description:
      "Dr. Haddad diagnoses and treats heart rhythm disorders, combining advanced mapping technology with a calm, clear way of explaining every step.",
    category: "cardiology",
    socialLinks,
    contactInfo: contact("l.haddad", "Room 210"),
    schedules: templateSchedule,
    degrees: [
      { title: "McGill University, Doctor of Medicine", subTitle: "Fellowship in clinical cardiac electrophysiology." },
      { title: "Heart Rhythm Society", subTitle: "Certified cardiac device specialist." },
    ],
    experiences: [
      "Ten years in arrhythmia management and ablation",
      "Founder of the atrial fibrillation follow-up programme",
      "Speaker at international heart rhythm congresses",
    ],
    awards: ["Young Investigator Award, 2018", "Excellence in Teaching, 2021"],
  },
  {
    id: "marcus-webb",
    name: "Dr. Marcus Webb",
    image: "/images/template/doctors/marcus-webb.svg",
    department: "Emergency Medicine",
    designation: "Emergency Medicine Physician",
    description:
      "Dr. Webb leads our emergency team around the clock, making fast, careful decisions when every minute counts.",
    category: "emergency",
    socialLinks,
    contactInfo: contact("m.webb", "Emergency Wing"),
    schedules: templateSchedule,
    degrees: [
      { title: "University of Michigan, Doctor of Medicine", subTitle: "Residency in emergency medicine." },
      { title: "Advanced Trauma Life Support", subTitle: "Instructor certification." },
    ],
    experiences: [
      "Twelve years in level-one trauma centres",
      "Coordinator of the disaster-response plan",
      "Trainer in advanced cardiac life support",
    ],
    awards: ["Emergency Physician of the Year, 2022", "Community Service Award, 2019"],
  },
  {
    id: "nadia-benali",
    name: "Dr. Nadia Benali",
    image: "/images/template/doctors/nadia-benali.svg",
    department: "Emergency Medicine",
    designation: "Trauma & Critical Care Specialist",
    description:
      "Dr. Benali cares for critically injured and acutely ill patients, from the first minutes in the emergency room to intensive care.",
    category: "emergency",
    socialLinks,
    contactInfo: contact("n.benali", "Emergency Wing"),
    schedules: templateSchedule,
    degrees: [
      { title: "Université de Montréal, Doctor of Medicine", subTitle: "Fellowship in surgical critical care." },
      { title: "European Diploma in Intensive Care", subTitle: "Critical care certification." },
    ],
    experiences: [
      "Nine years in trauma and intensive care units",
      "Lead of the sepsis early-response protocol",
      "Mentor for emergency nursing teams",
    ],
    awards: ["Critical Care Excellence Award, 2021", "Quality & Safety Prize, 2020"],
  },
  {
    id: "emily-chen",
    name: "Dr. Emily Chen",
    image: "/images/template/doctors/emily-chen.svg",
    department: "Pediatrics",
    designation: "Pediatrician",
    description:
      "Dr. Chen follows children from their first days to adolescence, with gentle check-ups, vaccinations and honest advice for parents.",
    category: "pediatric",
    socialLinks,
    contactInfo: contact("e.chen", "Room 112"),
    schedules: templateSchedule,
    degrees: [
      { title: "University of Toronto, Doctor of Medicine", subTitle: "Residency in general pediatrics." },
      { title: "American Academy of Pediatrics", subTitle: "Fellow (FAAP)." },
    ],
    experiences: [
      "Eleven years in community pediatrics",
      "Lead of the newborn follow-up clinic",
      "Volunteer with school health programmes",
    ],
    awards: ["Family Choice Award, 2023", "Pediatric Care Excellence, 2020"],
  },
  {
    id: "omar-idrissi",
    name: "Dr. Omar Idrissi",
    image: "/images/template/doctors/omar-idrissi.svg",
    department: "Pediatrics",
    designation: "Pediatric Surgeon",
    description:
      "Dr. Idrissi operates on infants and children with minimally invasive techniques, and makes sure families feel prepared before and after surgery.",
    category: "pediatric",
    socialLinks,
    contactInfo: contact("o.idrissi", "Room 118"),
    schedules: templateSchedule,
    degrees: [
      { title: "Université Paris Cité, Doctor of Medicine", subTitle: "Residency in pediatric surgery." },
      { title: "European Board of Paediatric Surgery", subTitle: "Board certification." },
    ],
    experiences: [
      "Ten years of pediatric and neonatal surgery",
      "Pioneer of day-case surgery for children in the region",
      "Teaching surgeon for surgical residents",
    ],
    awards: ["Surgical Excellence Award, 2022", "Innovation in Child Health, 2019"],
  },
  {
    id: "sofia-martins",
    name: "Dr. Sofia Martins",
    image: "/images/template/doctors/sofia-martins.svg",
    department: "Pediatrics",
    designation: "Neonatologist",
    description:
      "Dr. Martins cares for premature and fragile newborns and supports their parents through every stage of the neonatal unit.",
    category: "pediatric",
    socialLinks,
    contactInfo: contact("s.martins", "Neonatal Unit"),
    schedules: templateSchedule,
    degrees: [
      { title: "University of Lisbon, Doctor of Medicine", subTitle: "Fellowship in neonatal-perinatal medicine." },
      { title: "Neonatal Resuscitation Program", subTitle: "Instructor certification." },
    ],
    experiences: [
      "Eight years in level-three neonatal intensive care",
      "Founder of the kangaroo-care parent programme",
      "Researcher in preterm nutrition",
    ],
    awards: ["Neonatal Care Award, 2021", "Compassionate Caregiver, 2023"],
  },
  {
    id: "daniel-brooks",
    name: "Dr. Daniel Brooks",
    image: "/images/template/doctors/daniel-brooks.svg",
    department: "Psychiatry",
    designation: "Psychiatrist",
    description:
      "Dr. Brooks treats anxiety, depression and sleep disorders, combining evidence-based therapy with careful medication management.",
    category: "psychiatry",
    socialLinks,
    contactInfo: contact("d.brooks", "Room 305"),
    schedules: templateSchedule,
    degrees: [
      { title: "Yale University, Doctor of Medicine", subTitle: "Residency in adult psychiatry." },
      { title: "Beck Institute", subTitle: "Certification in cognitive behavioural therapy." },
    ],
    experiences: [
      "Fourteen years of outpatient psychiatry",
      "Lead of the workplace mental-health programme",
      "Supervisor of psychiatry residents",
    ],
    awards: ["Mental Health Advocate Award, 2022", "Clinical Teaching Award, 2018"],
  },
  {
    id: "amina-tazi",
    name: "Dr. Amina Tazi",
    image: "/images/template/doctors/amina-tazi.svg",
    department: "Psychiatry",
    designation: "Child & Adolescent Psychiatrist",
    description:
      "Dr. Tazi helps young people and their families with attention, mood and eating disorders, working hand in hand with schools.",
    category: "psychiatry",
    socialLinks,
    contactInfo: contact("a.tazi", "Room 309"),
    schedules: templateSchedule,
    degrees: [
      { title: "Université de Rabat, Doctor of Medicine", subTitle: "Residency in child and adolescent psychiatry." },
      { title: "Family Therapy Institute", subTitle: "Diploma in systemic family therapy." },
    ],
    experiences: [
      "Nine years of child and adolescent psychiatry",
      "Creator of the teen well-being workshops",
      "Consultant for regional school networks",
    ],
    awards: ["Youth Mental Health Award, 2023", "Community Impact Prize, 2020"],
  },
  {
    id: "robert-hayes",
    name: "Dr. Robert Hayes",
    image: "/images/template/doctors/robert-hayes.svg",
    department: "Orthopaedics",
    designation: "Orthopaedic Surgeon",
    description:
      "Dr. Hayes treats joint, bone and sports injuries, from conservative care to joint replacement, always aiming for a fast return to movement.",
    category: "others",
    socialLinks,
    contactInfo: contact("r.hayes", "Room 402"),
    schedules: templateSchedule,
    degrees: [
      { title: "Duke University, Doctor of Medicine", subTitle: "Residency in orthopaedic surgery." },
      { title: "Sports Medicine Fellowship", subTitle: "Arthroscopy and ligament reconstruction." },
    ],
    experiences: [
      "Sixteen years of orthopaedic surgery",
      "Team physician for regional sports clubs",
      "More than 1,500 joint replacements performed",
    ],
    awards: ["Orthopaedic Excellence Award, 2021", "Patients' Choice Award, 2022"],
  },
  {
    id: "claire-dubois",
    name: "Dr. Claire Dubois",
    image: "/images/template/doctors/claire-dubois.svg",
    department: "Dermatology",
    designation: "Dermatologist",
    description:
      "Dr. Dubois treats skin, hair and nail conditions for all ages and runs our skin-cancer screening clinic.",
    category: "others",
    socialLinks,
    contactInfo: contact("c.dubois", "Room 406"),
    schedules: templateSchedule,
    degrees: [
      { title: "Université de Lyon, Doctor of Medicine", subTitle: "Residency in dermatology and venereology." },
      { title: "Dermoscopy Society", subTitle: "Advanced dermoscopy certification." },
    ],
    experiences: [
      "Ten years of medical and surgical dermatology",
      "Lead of the skin-cancer screening programme",
      "Trainer in dermoscopy for general practitioners",
    ],
    awards: ["Prevention Champion Award, 2022", "Excellence in Dermatology, 2019"],
  },
];

export function findDoctor(id: string): Doctor | undefined {
  return doctors.find((doctor) => doctor.id === id);
}

/** The doctor the template's '/doctors/doctor-details' link shows. */
export const featuredDoctor: Doctor = byId(doctors, "susan-bones");
