import type { Metadata } from "next";
import { blogAuthor, blogCategories, blogComments, blogPosts, featuredBlogPost } from "@/content/template/blog";
import { getPractice } from "@/server/practice";
import { BlogDetailsPage } from "@/components/template/blog-details-page";
import { blogPostMetadata } from "@/components/template/template-metadata";

// The template's own link: it shows a sample article, whose page is the canonical one.
export function generateMetadata(): Metadata {
  return blogPostMetadata(getPractice(), featuredBlogPost);
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
