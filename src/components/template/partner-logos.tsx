import Image from "next/image";
import type { Partner } from "@/content/template/home-variants";

/** Partner wordmarks, greyed until hovered. */
export function PartnerLogos({ partners, title = "Our partners" }: { partners: Partner[]; title?: string }) {
  return (
    <section aria-label={title} className="border-y border-ink-100 bg-white py-12">
      <ul className="mx-auto grid max-w-[1200px] grid-cols-2 items-center gap-x-8 gap-y-8 px-5 sm:grid-cols-3 sm:px-6 lg:grid-cols-6 lg:px-8">
        {partners.map((partner) => (
          <li key={partner.name} className="flex justify-center">
            <Image
              src={partner.logo}
              alt={partner.name}
              width={240}
              height={48}
              className="h-8 w-auto opacity-60 grayscale transition-[opacity,filter] duration-300 hover:opacity-100 hover:grayscale-0 md:h-9"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
