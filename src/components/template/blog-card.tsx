import Image from "next/image";
import { AppLink } from "@/components/ui/app-link";
import { ArrowRight, CalendarDays } from "@/components/ui/icons";
import type { BlogPost } from "@/content/template/blog";

export function blogPostHref(post: Pick<BlogPost, "id">): string {
  return `/blog/${post.id}`;
}

type BlogCardProps = {
  post: BlogPost;
  href?: string;
  headingLevel?: "h2" | "h3";
  /** 'fr' shows the French article's title and date (the French blog pages). */
  locale?: "en" | "fr";
};

/** A blog post card (spec §3: title, thumbnail, date text, button text, link, category). */
export function BlogCard({ post, href = blogPostHref(post), headingLevel: Heading = "h3", locale = "en" }: BlogCardProps) {
  const french = locale === "fr";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-raised">
      <div className="relative aspect-[20/13] overflow-hidden bg-primary-50">
        <Image src={post.thumbnail} alt="" width={800} height={520} className="size-full object-cover transition-transform duration-500 group-hover:scale-105" />
        {!french && (
          <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-primary-800 shadow-sm">{post.category}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-2 text-sm text-ink-500">
          <CalendarDays className="size-4 text-accent-600" aria-hidden="true" />
          <time dateTime={post.isoDate}>{french ? post.article.date : post.date}</time>
        </p>
        <Heading className="mt-3 text-lg leading-snug font-bold">
          <AppLink
            href={href}
            className="after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-primary-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-4 focus-visible:after:outline-primary-400"
          >
            {french ? post.article.title : post.title}
          </AppLink>
        </Heading>
        <span className="mt-auto inline-flex items-center gap-2 pt-5 text-sm font-semibold text-primary-700" aria-hidden="true">
          {french ? "Lire l'article" : post.btnText}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
