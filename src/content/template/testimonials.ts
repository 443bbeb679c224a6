import type { Testimonial } from "@/content/testimonials";

/** The template's testimonials (spec §3), in the shape the site's one testimonials section takes. */
export const templateTestimonials: Testimonial[] = [
  {
    text: "From the front desk to the doctor, everyone was kind and clear. I was seen on time and left with a plan I understood.",
    rating: 5,
    ratingNumber: 5,
    avatar: "/images/template/avatars/patient-1.svg",
    avatarAlt: "Illustrated portrait of Laura Mitchell",
    name: "Laura Mitchell",
    place: "Casablanca",
  },
  {
    text: "My son was nervous about his surgery. The pediatric team explained everything to him and we were home the same evening.",
    rating: 4.5,
    ratingNumber: 4.5,
    avatar: "/images/template/avatars/patient-2.svg",
    avatarAlt: "Illustrated portrait of Youssef Amrani",
    name: "Youssef Amrani",
    place: "Rabat",
  },
  {
    text: "The cardiology check-up was thorough and fast: tests, results and advice in a single morning. I recommend them without hesitation.",
    rating: 5,
    ratingNumber: 5,
    avatar: "/images/template/avatars/patient-3.svg",
    avatarAlt: "Illustrated portrait of Hannah Weber",
    name: "Hannah Weber",
    place: "Marrakech",
  },
];

export const templateTestimonialsCopy = {
  eyebrow: "Testimonials",
  title: "What our patients say",
  intro: "Thousands of families trust our team every year. Here is what some of them tell us.",
};
