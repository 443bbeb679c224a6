import Image from "next/image";
import { AppLink } from "@/components/ui/app-link";
import { ChevronRight, Mail } from "@/components/ui/icons";
import type { BlogPost } from "@/content/template/blog";
import { NewsletterForm } from "@/components/site/newsletter-form";
import { blogPostHref } from "@/components/template/blog-card";

function Widget({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-ink-100 bg-white p-7 shadow-card">
      <h2 id={id} className="mb-5 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The French blog sidebar (spec §2): popular categories, popular posts, newsletter. */
export function BlogSidebar({ categories, popularPosts }: { categories: { name: string; count: number }[]; popularPosts: BlogPost[] }) {
  return (
    <aside aria-label="Autour de l'article" className="grid content-start gap-8 lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]">
      <Widget title="Catégories populaires" id="sidebar-categories">
        <ul className="grid gap-1">
          {categories.map((category) => (
            <li key={category.name}>
              <AppLink href="/blog" className="group flex items-center justify-between rounded-xl px-3 py-2.5 text-ink-700 transition-colors hover:bg-primary-50 hover:text-primary-800">
                <span className="flex items-center gap-2">
                  <ChevronRight className="size-4 text-accent-600 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                  {category.name}
                </span>
                <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-600">{category.count}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget title="Articles populaires" id="sidebar-posts">
        <ul className="grid gap-5">
          {popularPosts.map((post) => (
            <li key={post.id}>
              <AppLink href={blogPostHref(post)} className="group flex gap-4">
                <Image src={post.thumbnail} alt="" width={96} height={72} className="h-18 w-24 shrink-0 rounded-xl object-cover" />
                <span>
                  <span className="block leading-snug font-semibold text-ink-900 group-hover:text-primary-700">{post.article.title}</span>
                  <span className="mt-1 block text-sm text-ink-500">{post.article.date}</span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </Widget>

      <section aria-labelledby="sidebar-newsletter" className="relative overflow-hidden rounded-card bg-linear-to-br from-primary-700 to-primary-950 p-7 text-primary-100 shadow-card">
        <Mail className="absolute -top-3 -right-3 size-28 text-white/5" aria-hidden="true" />
        <h2 id="sidebar-newsletter" className="text-lg font-bold text-white">
          Newsletter
        </h2>
        <p className="mt-2 mb-5 text-[15px] leading-relaxed">Recevez nos conseils santé et nos nouveaux articles une fois par mois.</p>
        <NewsletterForm idPrefix="blog-sidebar" tone="dark" />
      </section>
    </aside>
  );
}
