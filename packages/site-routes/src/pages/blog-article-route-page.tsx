import { BlogArticlePage } from "@qs/site-shell/blog-page";
import { useParams } from "@tanstack/react-router";

/** /{blogSection}/{article}: one guide of the blog. */
export function BlogArticleRoutePage() {
  const { article } = useParams({ strict: false }) as { article?: string };
  return <BlogArticlePage slug={article ?? ""} />;
}
