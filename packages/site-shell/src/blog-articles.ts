/**
 * The guides of the blog section (`config.blogSection`: QS-Blog, QP-Blog or IH-Blog). Texts live
 * in the translations under `pages.blog.articles.{key}`; each guide has three sections, each an
 * h2 heading that the article's side menu lists. The address slug is the same in every language.
 */
export interface BlogArticle {
  slug: string;
  key: "choose" | "prepaidVsPolicy" | "cheapPrepaid";
  sections: readonly ("s1" | "s2" | "s3")[];
}

const SECTIONS = ["s1", "s2", "s3"] as const;

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  { slug: "como-elegir-un-plan-de-salud", key: "choose", sections: SECTIONS },
  { slug: "medicina-prepagada-o-poliza-de-salud", key: "prepaidVsPolicy", sections: SECTIONS },
  { slug: "medicina-prepagada-mas-economica", key: "cheapPrepaid", sections: SECTIONS },
];

/** The guide about the cheapest prepaid medicine, where the older page of that name redirects. */
export const CHEAPEST_PREPAID_ARTICLE = "medicina-prepagada-mas-economica";

export function blogArticle(slug: string): BlogArticle | null {
  return BLOG_ARTICLES.find((article) => article.slug === slug) ?? null;
}
