import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogAuthor, blogCategories, blogComments, blogPosts, findBlogPost, type BlogPost } from "@/content/template/blog";
import { getPractice } from "@/server/practice";
import { BlogDetailsPage } from "@/components/template/blog-details-page";
import { blogPostMetadata } from "@/components/template/template-metadata";

type Props = { params: Promise<{ blogId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return blogPosts.map((post) => ({ blogId: post.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = findBlogPost((await params).blogId);
  return post ? blogPostMetadata(getPractice(), post) : {};
}

/** Three other posts, following this one in the list (wrapping around). */
function relatedTo(post: BlogPost): BlogPost[] {
  const index = blogPosts.indexOf(post);
  return [1, 2, 3].map((step) => blogPosts[(index + step) % blogPosts.length]).filter((related): related is BlogPost => Boolean(related));
}

export default async function BlogPostPage({ params }: Props) {
  const post = findBlogPost((await params).blogId);
  if (!post) notFound();
  const path = `/blog/${post.id}`;
  return (
    <BlogDetailsPage
      post={post}
      path={path}
      url={new URL(path, getPractice().siteUrl).toString()}
      author={blogAuthor}
      comments={blogComments}
      categories={blogCategories}
      popularPosts={blogPosts.filter((other) => other.id !== post.id).slice(0, 3)}
      relatedPosts={relatedTo(post)}
    />
  );
}
