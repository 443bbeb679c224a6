import type { Practice } from "@/content/practice";

/**
 * schema.org JSON-LD for search engines: the physician and the clinic, with address, phones and
 * opening hours. Both describe the same practice; the Physician node names the doctor.
 */
export function practiceStructuredData(practice: Practice): Record<string, unknown> {
  const url = practice.siteUrl.replace(/\/+$/, "");
  const address = {
    "@type": "PostalAddress",
    streetAddress: practice.address,
    addressLocality: practice.city,
    addressCountry: "MA",
  };
  const openingHoursSpecification = practice.openingHoursSpec.map((slot) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: slot.dayOfWeek.map((day) => `https://schema.org/${day}`),
    opens: slot.opens,
    closes: slot.closes,
  }));
  const specialOpeningHoursSpecification = practice.specialOpeningHoursSpec.map(({ dayOfWeek, ...slot }) => ({
    "@type": "OpeningHoursSpecification",
    ...(dayOfWeek ? { dayOfWeek: dayOfWeek.map((day) => `https://schema.org/${day}`) } : {}),
    ...slot,
  }));
  // Left out when empty, so the graph reads as before when nothing special is coming.
  const special = specialOpeningHoursSpecification.length > 0 ? { specialOpeningHoursSpecification } : {};
  const clinicId = `${url}/#cabinet`;
  const physicianId = `${url}/#medecin`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "MedicalClinic",
        "@id": clinicId,
        name: practice.siteName,
        url: `${url}/`,
        image: `${url}/images/site/hero-doctor.svg`,
        telephone: practice.phone,
        email: practice.email,
        address,
        openingHoursSpecification,
        ...special,
        medicalSpecialty: ["https://schema.org/Musculoskeletal", "https://schema.org/Surgical"],
        availableService: [
          { "@type": "MedicalProcedure", name: "Chirurgie orthopédique" },
          { "@type": "MedicalProcedure", name: "Traumatologie" },
        ],
        contactPoint: [
          { "@type": "ContactPoint", contactType: "customer service", telephone: practice.phone, email: practice.email, availableLanguage: ["fr", "ar"] },
          { "@type": "ContactPoint", contactType: "emergency", telephone: practice.urgentPhone },
        ],
      },
      {
        "@type": "Physician",
        "@id": physicianId,
        name: `Dr. ${practice.doctorName}`,
        url: `${url}/`,
        telephone: practice.phone,
        email: practice.email,
        address,
        openingHoursSpecification,
        ...special,
        medicalSpecialty: ["https://schema.org/Musculoskeletal", "https://schema.org/Surgical"],
      },
    ],
  };
}
