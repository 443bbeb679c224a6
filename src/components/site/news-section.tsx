import clsx from "clsx";
import type { NewsPost } from "@/content/news";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { NewsCard } from "@/components/site/news-card";

export type NewsSectionProps = {
  posts: NewsPost[];
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  id?: string;
  tone?: "white" | "tinted";
  className?: string;
};

/** A row of news cards under a section heading (three on the home page). */
export function NewsSection({ posts, eyebrow, title, intro, id, tone = "white", className }: NewsSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx("py-20 md:py-28", tone === "tinted" ? "bg-ink-50" : "bg-white", className)}>
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        <ul className="grid gap-7 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.title}>
              <NewsCard post={post} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
