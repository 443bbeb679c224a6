import type { Metadata } from "next";
import { pageTitle } from "@/content/practice";
import { blogAuthor, blogCategories, blogComments, blogPosts, featuredBlogPost } from "@/content/template/blog";
import { getPractice } from "@/server/practice";
import { BlogDetailsPage } from "@/components/template/blog-details-page";

// The template's own link: it shows a sample article, whose page is the canonical one.
export function generateMetadata(): Metadata {
  const practice = getPractice();
  return {
    title: pageTitle(featuredBlogPost.article.title, practice),
    alternates: { canonical: new URL(`/blog/${featuredBlogPost.id}`, practice.siteUrl).toString() },
  };
}

export default function BlogDetailsTemplatePage() {
  const others = blogPosts.filter((post) => post.id !== featuredBlogPost.id);
  return (
    <BlogDetailsPage
      post={featuredBlogPost}
      path="/blog/blog-details"
      url={new URL(`/blog/${featuredBlogPost.id}`, getPractice().siteUrl).toString()}
      author={blogAuthor}
      comments={blogComments}
      categories={blogCategories}
      popularPosts={others.slice(0, 3)}
      relatedPosts={others.slice(3, 6)}
    />
  );
}
