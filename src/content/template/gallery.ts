/** The template's gallery: seven illustrations of the medical centre, shown in a grid with a lightbox. */

export type GalleryImage = {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
};

const size = { width: 1200, height: 900 };

export const galleryImages: GalleryImage[] = [
  { id: "reception", src: "/images/template/gallery/reception.svg", alt: "Bright reception area with a welcome desk", ...size },
  { id: "consultation", src: "/images/template/gallery/consultation.svg", alt: "Consultation room with a desk and an examination couch", ...size },
  { id: "operating-room", src: "/images/template/gallery/operating-room.svg", alt: "Operating theatre under surgical lights", ...size },
  { id: "physiotherapy", src: "/images/template/gallery/physiotherapy.svg", alt: "Physiotherapy room with exercise equipment", ...size },
  { id: "laboratory", src: "/images/template/gallery/laboratory.svg", alt: "Laboratory bench with a microscope and test tubes", ...size },
  { id: "patient-room", src: "/images/template/gallery/patient-room.svg", alt: "Patient room with a bed beside a large window", ...size },
  { id: "building", src: "/images/template/gallery/building.svg", alt: "The medical centre building seen from the street", ...size },
];

/** The About page shows a smaller selection. */
export const aboutGalleryImages: GalleryImage[] = galleryImages.slice(0, 5);
