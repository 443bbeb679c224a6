import type { Doctor } from "@/content/template/doctors";
import { Carousel } from "@/components/site/carousel";
import { DoctorSpotlight } from "@/components/template/doctor-spotlight";

/**
 * The department page's related-doctor slider (spec §9): one slide, dots, infinite, no autoplay,
 * 1000 ms per move. The shared carousel animates with CSS, so reduced motion turns it off.
 */
export function RelatedDoctorsSlider({ doctors, label }: { doctors: Doctor[]; label: string }) {
  return (
    <Carousel label={label} slidesToShow={1} infinite dots arrows autoplay={false} speed={1000}>
      {doctors.map((doctor) => (
        <DoctorSpotlight key={doctor.id} doctor={doctor} />
      ))}
    </Carousel>
  );
}
