import type { Metadata } from "next";
import { blogHeading, blogPosts } from "@/content/template/blog";
import { staticPageCount } from "@/content/template/pagination";
import { getPractice } from "@/server/practice";
import { PageHero } from "@/components/site/page-hero";
import { BlogCard } from "@/components/template/blog-card";
import { StaticPagination } from "@/components/template/static-pagination";
import { TemplateSection } from "@/components/template/template-section";
import { templatePageMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return templatePageMetadata(getPractice(), "Blog", "/blog");
}

export default function BlogPage() {
  return (
    <div lang="en">
      <PageHero
        title={blogHeading}
        eyebrow="Our blog"
        subtitle="Advice from our doctors on mental health, sleep, nutrition and everyday well-being."
        path="/blog"
        breadcrumbHomeLabel="Home"
      />
      <TemplateSection tone="muted" className="md:py-24">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {blogPosts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel="h2" />
            </li>
          ))}
        </ul>
        <StaticPagination pageCount={staticPageCount} />
      </TemplateSection>
    </div>
  );
}
