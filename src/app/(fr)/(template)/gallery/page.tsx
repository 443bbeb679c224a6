import type { Metadata } from "next";
import { galleryImages } from "@/content/template/gallery";
import { getPractice } from "@/server/practice";
import { PageHero } from "@/components/site/page-hero";
import { GalleryGrid } from "@/components/template/gallery-grid";
import { TemplateSection } from "@/components/template/template-section";
import { templatePageMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return templatePageMetadata(getPractice(), "Gallery", "/gallery");
}

export default function GalleryPage() {
  return (
    <div lang="en">
      <PageHero
        title="Gallery"
        eyebrow="Our centre"
        subtitle="Bright, calm and modern spaces designed around our patients. Select a picture to see it full screen."
        path="/gallery"
        breadcrumbHomeLabel="Home"
      />
      <TemplateSection className="md:py-24">
        <GalleryGrid images={galleryImages} />
      </TemplateSection>
    </div>
  );
}
