import type { BlogComment, BlogPost } from "@/content/template/blog";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { BlogArticle } from "@/components/template/blog-article";
import { BlogCard } from "@/components/template/blog-card";
import { BlogSidebar } from "@/components/template/blog-sidebar";
import { TemplateSection } from "@/components/template/template-section";

type BlogDetailsPageProps = {
  post: BlogPost;
  path: string;
  url: string;
  author: { name: string; role: string; image: string; bio: string };
  comments: BlogComment[];
  categories: { name: string; count: number }[];
  popularPosts: BlogPost[];
  relatedPosts: BlogPost[];
};

/** A French blog article with its sidebar and three related articles (spec §2). */
export function BlogDetailsPage({ post, path, url, author, comments, categories, popularPosts, relatedPosts }: BlogDetailsPageProps) {
  return (
    <>
      <PageHero title={post.article.title} eyebrow="Blog" path={path} breadcrumbLabels={{ [path]: "Article" }} />
      <TemplateSection className="md:py-24">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-14">
          <BlogArticle post={post} url={url} author={author} comments={comments} />
          <BlogSidebar categories={categories} popularPosts={popularPosts} />
        </div>
      </TemplateSection>
      <TemplateSection tone="muted" labelledBy="related-posts-title">
        <SectionHeading id="related-posts-title" eyebrow="À lire aussi" title="Articles similaires" />
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {relatedPosts.map((related) => (
            <li key={related.id}>
              <BlogCard post={related} locale="fr" />
            </li>
          ))}
        </ul>
      </TemplateSection>
    </>
  );
}
