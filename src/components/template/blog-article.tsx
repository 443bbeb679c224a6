import Image from "next/image";
import { CalendarDays, Quote, Tag } from "@/components/ui/icons";
import type { BlogComment, BlogPost } from "@/content/template/blog";
import { CommentForm } from "@/components/template/comment-form";

type Author = { name: string; role: string; image: string; bio: string };

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s*/, "")
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join("");
}

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: "E-mail", href: `mailto:?subject=${t}&body=${u}` },
  ];
}

type BlogArticleProps = {
  post: BlogPost;
  /** The page's public URL, for the share links. */
  url: string;
  author: Author;
  comments: BlogComment[];
};

/** A French blog article (spec §2): tags, date, share links, text, author box, comments, reply form. */
export function BlogArticle({ post, url, author, comments }: BlogArticleProps) {
  const { article } = post;
  return (
    <article className="min-w-0">
      <Image src={post.thumbnail} alt="" width={800} height={520} priority className="h-auto w-full rounded-card bg-primary-50" />

      <div className="mt-8 flex flex-col gap-4 border-b border-ink-100 pb-6">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3 text-sm">
          <p className="flex items-center gap-2 text-ink-500">
            <CalendarDays className="size-4 text-accent-600" aria-hidden="true" />
            <time dateTime={post.isoDate}>{article.date}</time>
          </p>
          <ul className="flex flex-wrap items-center gap-2" aria-label="Mots-clés">
            {article.tags.map((tag) => (
              <li key={tag} className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 font-medium text-primary-800">
                <Tag className="size-3.5" aria-hidden="true" />
                {tag}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-ink-800">Partager :</span>
          {shareLinks(url, article.title).map((link) => (
            <a
              key={link.label}
              href={link.href}
              target={link.href.startsWith("mailto:") ? undefined : "_blank"}
              rel="noopener noreferrer"
              aria-label={`Partager sur ${link.label}`}
              className="rounded-full border border-ink-200 px-3 py-1 font-medium text-ink-600 transition-colors hover:border-primary-600 hover:bg-primary-600 hover:text-white"
            >
              {link.label}
            </a>
          ))}
        </div>
      </div>

      <div className="mt-8 text-[17px] leading-relaxed text-ink-700">
        <p className="text-xl leading-relaxed font-medium text-ink-800">{article.lead}</p>
        {article.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="mt-10 mb-4 text-2xl font-bold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <figure className="relative mt-10 overflow-hidden rounded-card bg-primary-800 px-8 py-9 text-white md:px-12">
          <Quote className="absolute top-6 right-6 size-16 text-white/10" aria-hidden="true" />
          <blockquote className="relative font-display text-xl leading-relaxed font-semibold md:text-2xl">« {article.quote.text} »</blockquote>
          <figcaption className="mt-4 text-sm font-semibold tracking-wide text-accent-300 uppercase">{article.quote.author}</figcaption>
        </figure>
      </div>

      <section aria-label="L'auteur" className="mt-12 flex flex-col gap-6 rounded-card border border-ink-100 bg-ink-50 p-7 sm:flex-row sm:items-center">
        <span className="size-24 shrink-0 overflow-hidden rounded-full bg-white ring-4 ring-white">
          <Image src={author.image} alt="" width={96} height={112} className="size-full origin-[50%_40%] scale-[1.7] object-cover object-top" />
        </span>
        <div>
          <p className="text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">Écrit par</p>
          <p className="mt-1 font-display text-xl font-bold text-ink-900">{author.name}</p>
          <p className="text-sm text-ink-600">{author.role}</p>
          <p className="mt-3 leading-relaxed text-ink-600">{author.bio}</p>
        </div>
      </section>

      <section aria-labelledby="comments-title" className="mt-14">
        <h2 id="comments-title" className="text-2xl font-bold">
          {comments.length} commentaires
        </h2>
        <ol className="mt-8 grid gap-6">
          {comments.map((comment, index) => (
            <li key={`${comment.author}-${comment.date}`} className={index === comments.length - 1 ? "ml-0 sm:ml-14" : undefined}>
              <div className="flex gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card">
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-100 font-display font-bold text-primary-800" aria-hidden="true">
                  {initials(comment.author)}
                </span>
                <div>
                  <p className="font-bold text-ink-900">{comment.author}</p>
                  <p className="text-sm text-ink-500">{comment.date}</p>
                  <p className="mt-3 leading-relaxed text-ink-700">{comment.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="reply-title" className="mt-14 rounded-card border border-ink-100 bg-white p-7 shadow-card md:p-9">
        <h2 id="reply-title" className="text-2xl font-bold">
          Laisser un commentaire
        </h2>
        <p className="mt-2 mb-7 text-ink-500">Votre adresse e-mail ne sera pas publiée. Les champs obligatoires sont indiqués avec *.</p>
        <CommentForm />
      </section>
    </article>
  );
}
