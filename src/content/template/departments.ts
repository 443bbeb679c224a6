/**
 * The template's eight departments (spec §3 "service or department card": title, subTitle, icon,
 * link) and what a department's page shows: intro, four treatments, related doctors.
 * Icons are named here and drawn by the components (this layer is framework-free).
 */

import type { IconKey } from "@/content/template/icons";
import { byId } from "@/content/template/lookup";

export type DepartmentIconKey = Extract<
  IconKey,
  | "emergency"
  | "pediatric"
  | "gynecology"
  | "cardiology"
  | "neurology"
  | "psychiatry"
  | "orthopaedics"
  | "radiology"
>;

export type Treatment = { title: string; subTitle: string };

export type Department = {
  id: string;
  title: string;
  subTitle: string;
  icon: DepartmentIconKey;
  image: string;
  intro: string[];
  treatments: Treatment[];
  /** Doctor ids shown in the related-doctor slider. */
  doctorIds: string[];
};

export const departments: Department[] = [
  {
    id: "emergency",
    title: "Emergency Department",
    subTitle: "Immediate, expert care 24 hours a day for injuries and sudden illness, with a team ready for any situation.",
    icon: "emergency",
    image: "/images/template/departments/emergency.svg",
    intro: [
      "Our emergency department is open day and night, every day of the year. Board-certified emergency physicians, trauma surgeons and specialised nurses assess every patient on arrival and start treatment without delay.",
      "Direct access to imaging, the laboratory and the operating theatres means that diagnosis and care happen under one roof, while a dedicated coordinator keeps families informed.",
    ],
    treatments: [
      { title: "Trauma care", subTitle: "Fractures, wounds and injuries from accidents, stabilised and treated by our trauma team." },
      { title: "Chest pain unit", subTitle: "Rapid assessment of heart attacks and other cardiac emergencies." },
      { title: "Stroke response", subTitle: "A fast-track protocol with neurologists on call around the clock." },
      { title: "Pediatric emergencies", subTitle: "A child-friendly area and pediatricians for our youngest patients." },
    ],
    doctorIds: ["marcus-webb", "nadia-benali", "robert-hayes"],
  },
  {
    id: "pediatric",
    title: "Pediatric Department",
    subTitle: "Gentle, attentive care for babies, children and teenagers, and clear advice for their parents.",
    icon: "pediatric",
    image: "/images/template/departments/pediatric.svg",
    intro: [
      "From the first newborn visit to the teenage years, our pediatricians follow each child's growth and development and treat common and complex illnesses alike.",
      "Appointments are planned with families in mind: short waiting times, a playful waiting room and time to answer every question.",
    ],
    treatments: [
      { title: "Well-child check-ups", subTitle: "Growth, development and screening at every key age." },
      { title: "Vaccinations", subTitle: "The full national schedule and travel vaccines." },
      { title: "Neonatal care", subTitle: "Specialised follow-up for premature and fragile newborns." },
      { title: "Pediatric surgery", subTitle: "Minimally invasive procedures, most of them as day cases." },
    ],
    doctorIds: ["emily-chen", "omar-idrissi", "sofia-martins"],
  },
  {
    id: "gynecology",
    title: "Gynecology Department",
    subTitle: "Women's health at every stage of life, from prevention to pregnancy and menopause.",
    icon: "gynecology",
    image: "/images/template/departments/gynecology.svg",
    intro: [
      "Our gynecologists and midwives offer screening, contraception advice, pregnancy follow-up and the treatment of gynecological conditions in a discreet and respectful setting.",
      "Ultrasound and laboratory tests are done on site, so most questions are answered in a single visit.",
    ],
    treatments: [
      { title: "Prenatal care", subTitle: "Pregnancy follow-up, ultrasound scans and birth preparation." },
      { title: "Screening", subTitle: "Cervical and breast cancer screening with fast results." },
      { title: "Fertility counselling", subTitle: "First-line assessment and guidance for couples." },
      { title: "Menopause care", subTitle: "Personalised support for symptoms and bone health." },
    ],
    doctorIds: ["sofia-martins", "emily-chen", "claire-dubois"],
  },
  {
    id: "cardiology",
    title: "Cardiology Department",
    subTitle: "Prevention, diagnosis and treatment of heart and vascular disease with modern techniques.",
    icon: "cardiology",
    image: "/images/template/departments/cardiology.svg",
    intro: [
      "Our cardiology team looks after every aspect of heart health: risk assessment, high blood pressure, rhythm disorders, heart failure and coronary disease.",
      "Echocardiography, stress tests and Holter monitoring are available on site, and interventional procedures are performed in our catheterisation laboratory.",
    ],
    treatments: [
      { title: "Cardiac check-up", subTitle: "ECG, echocardiography and a personalised risk assessment." },
      { title: "Rhythm disorders", subTitle: "Diagnosis and treatment of arrhythmias, including ablation." },
      { title: "Coronary care", subTitle: "Angioplasty and stenting through minimally invasive access." },
      { title: "Cardiac rehabilitation", subTitle: "Supervised exercise and coaching after a heart event." },
    ],
    doctorIds: ["susan-bones", "james-carter", "leila-haddad"],
  },
  {
    id: "neurology",
    title: "Neurology Department",
    subTitle: "Expert care for the brain, spine and nerves, from headaches to complex neurological disease.",
    icon: "neurology",
    image: "/images/template/departments/neurology.svg",
    intro: [
      "Our neurologists diagnose and treat conditions such as migraine, epilepsy, multiple sclerosis, Parkinson's disease and the after-effects of stroke.",
      "Electroencephalography, nerve conduction studies and close links with imaging make diagnosis faster and more precise.",
    ],
    treatments: [
      { title: "Headache clinic", subTitle: "Tailored treatment plans for migraine and chronic headache." },
      { title: "Epilepsy care", subTitle: "EEG monitoring and long-term medication follow-up." },
      { title: "Movement disorders", subTitle: "Care for Parkinson's disease and tremor." },
      { title: "Stroke recovery", subTitle: "Rehabilitation planning with our physiotherapists." },
    ],
    doctorIds: ["leila-haddad", "marcus-webb", "daniel-brooks"],
  },
  {
    id: "psychiatry",
    title: "Psychiatry Department",
    subTitle: "Confidential support for mental health, for adults, adolescents and children.",
    icon: "psychiatry",
    image: "/images/template/departments/psychiatry.svg",
    intro: [
      "Our psychiatrists and psychologists treat anxiety, depression, sleep and eating disorders with evidence-based therapies and careful medication management.",
      "Every care plan is built with the patient, and families are involved whenever it helps.",
    ],
    treatments: [
      { title: "Anxiety & depression", subTitle: "Therapy, medication and follow-up at your own pace." },
      { title: "Sleep disorders", subTitle: "Assessment and treatment of insomnia and related problems." },
      { title: "Child & teen psychiatry", subTitle: "Support for young people, with parents and schools." },
      { title: "Stress management", subTitle: "Workshops and coaching for burnout prevention." },
    ],
    doctorIds: ["daniel-brooks", "amina-tazi", "emily-chen"],
  },
  {
    id: "orthopaedics",
    title: "Orthopaedics Department",
    subTitle: "Bones, joints and sports injuries treated with the latest surgical and non-surgical methods.",
    icon: "orthopaedics",
    image: "/images/template/departments/orthopaedics.svg",
    intro: [
      "Our orthopaedic surgeons treat fractures, joint wear, ligament tears and back pain, always starting with the least invasive option that works.",
      "Physiotherapists work alongside the surgeons so that rehabilitation starts early and recovery is faster.",
    ],
    treatments: [
      { title: "Joint replacement", subTitle: "Hip and knee replacement with rapid recovery pathways." },
      { title: "Sports injuries", subTitle: "Arthroscopic repair of ligaments, tendons and cartilage." },
      { title: "Fracture care", subTitle: "Casting or surgery, with close follow-up until healing." },
      { title: "Spine care", subTitle: "Assessment and treatment of back and neck pain." },
    ],
    doctorIds: ["robert-hayes", "nadia-benali", "marcus-webb"],
  },
  {
    id: "radiology",
    title: "Radiology Department",
    subTitle: "Precise imaging with low-dose equipment and fast, clear reports for your doctor.",
    icon: "radiology",
    image: "/images/template/departments/radiology.svg",
    intro: [
      "Our radiology department offers X-ray, ultrasound, CT and MRI, with radiologists who discuss every result with the referring doctor.",
      "Modern low-dose equipment, short waiting times and reports usually ready the same day.",
    ],
    treatments: [
      { title: "Digital X-ray", subTitle: "Fast, low-dose imaging of bones and chest." },
      { title: "Ultrasound", subTitle: "Abdominal, vascular, obstetric and musculoskeletal scans." },
      { title: "CT scan", subTitle: "Detailed cross-sectional imaging in minutes." },
      { title: "MRI", subTitle: "High-resolution imaging of the brain, spine and joints." },
    ],
    doctorIds: ["robert-hayes", "leila-haddad", "claire-dubois"],
  },
];

export function findDepartment(id: string): Department | undefined {
  return departments.find((department) => department.id === id);
}

/** The department the template's '/departments/department-details' link shows. */
export const featuredDepartment: Department = byId(departments, "cardiology");
