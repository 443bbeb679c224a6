import { AppLink } from "@/components/ui/app-link";
import clsx from "clsx";
import { ArrowUpRight, CalendarDays } from "@/components/site/sprite-icons";
import type { NewsPost } from "@/content/news";
import { frenchSpacing } from "@/components/site/french-text";
import { Illustration } from "@/components/site/illustration";

export type NewsCardProps = {
  post: NewsPost;
  /** 'vertical': image on top (grids); 'horizontal': image on the left (lists, sidebars). */
  layout?: "vertical" | "horizontal";
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
};

/** A news or blog post card: thumbnail, category, date, title, excerpt and a link. */
export function NewsCard({ post, layout = "vertical", headingLevel: Heading = "h3", className }: NewsCardProps) {
  const horizontal = layout === "horizontal";
  return (
    <article
      className={clsx(
        "group relative flex h-full overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-raised",
        horizontal ? "flex-col sm:flex-row" : "flex-col",
        className,
      )}
    >
      <div className={clsx("relative overflow-hidden bg-primary-50", horizontal ? "aspect-[16/10] sm:aspect-auto sm:w-2/5 sm:shrink-0" : "aspect-[16/10]")}>
        <Illustration
          src={post.thumbnail}
          alt={post.thumbnailAlt}
          width={640}
          height={400}
          className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {post.category && (
          <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-bold tracking-wide text-primary-800 shadow-sm">{post.category}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6 md:p-7">
        <p className="flex items-center gap-2 text-sm text-ink-500">
          <CalendarDays className="size-4 text-accent-600" aria-hidden="true" />
          {post.dateIso ? <time dateTime={post.dateIso}>{post.date}</time> : post.date}
        </p>
        <Heading className="mt-3 text-lg leading-snug font-bold md:text-xl">
          <AppLink href={post.href} className="transition-colors after:absolute after:inset-0 group-hover:text-primary-700">
            {frenchSpacing(post.title)}
          </AppLink>
        </Heading>
        {post.excerpt && <p className="mt-3 line-clamp-3 text-[15px] leading-relaxed text-ink-600">{frenchSpacing(post.excerpt)}</p>}
        <span className="mt-auto inline-flex items-center gap-2 pt-5 text-sm font-bold text-primary-700" aria-hidden="true">
          {post.buttonText}
          <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
        </span>
      </div>
    </article>
  );
}
