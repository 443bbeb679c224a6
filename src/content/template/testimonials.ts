/** The template's testimonials (spec §3: text, rating 0 to 5 with halves, avatar, name, place). */

export type Testimonial = {
  text: string;
  /** 0 to 5, halves allowed. */
  rating: number;
  avatar: string;
  name: string;
  place: string;
};

export const templateTestimonials: Testimonial[] = [
  {
    text: "From the front desk to the doctor, everyone was kind and clear. I was seen on time and left with a plan I understood.",
    rating: 5,
    avatar: "/images/template/avatars/patient-1.svg",
    name: "Laura Mitchell",
    place: "Casablanca",
  },
  {
    text: "My son was nervous about his surgery. The pediatric team explained everything to him and we were home the same evening.",
    rating: 4.5,
    avatar: "/images/template/avatars/patient-2.svg",
    name: "Youssef Amrani",
    place: "Rabat",
  },
  {
    text: "The cardiology check-up was thorough and fast: tests, results and advice in a single morning. I recommend them without hesitation.",
    rating: 5,
    avatar: "/images/template/avatars/patient-3.svg",
    name: "Hannah Weber",
    place: "Marrakech",
  },
];
