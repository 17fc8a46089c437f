import { buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ArticleSideMenu } from "./article-side-menu";
import { BLOG_ARTICLES, blogArticle } from "./blog-articles";
import { NotFoundPage } from "./not-found-page";
import "@qs/ui/pages.css";
import "./info-pages.css";

/** The blog section's index (QS-Blog, QP-Blog or IH-Blog; QS-University redirects here). */
export function BlogIndexPage() {
  const config = useCountryConfig();
  const { t } = useTranslation();
  const section = `/${config.blogSection}`;
  return (
    <section className="qs-container qs-page" aria-labelledby="qs-blog-title">
      <PageMeta
        title={t("pages.blog.title", { brand: config.brand })}
        brand={config.brand}
        description={t("pages.blog.lead")}
        canonicalPath={section}
      />
      <h1 id="qs-blog-title">{t("pages.blog.title", { brand: config.brand })}</h1>
      <p className="qs-page__lead">{t("pages.blog.lead")}</p>
      <div className="qs-info-grid">
        {BLOG_ARTICLES.map((article) => (
          <article key={article.slug} aria-labelledby={`qs-blog-${article.slug}`}>
            <h2 id={`qs-blog-${article.slug}`}>{t(`pages.blog.articles.${article.key}.title`)}</h2>
            <p>{t(`pages.blog.articles.${article.key}.summary`)}</p>
            <Link to={`${section}/${article.slug}`} aria-describedby={`qs-blog-${article.slug}`}>
              {t("pages.blog.readMore")}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}

/** One guide of the blog, its side menu built from its h2 headings. An unknown slug is a 404. */
export function BlogArticlePage({
  slug,
}: {
  /** The guide's address segment, the same in every language. */
  slug: string;
}) {
  const config = useCountryConfig();
  const { t } = useTranslation();
  const article = blogArticle(slug);
  if (!article) return <NotFoundPage />;
  const base = `pages.blog.articles.${article.key}`;
  const path = `/${config.blogSection}/${article.slug}`;
  const sections = article.sections.map((id) => ({
    id: `${article.slug}-${id}`,
    key: id,
    title: t(`${base}.${id}Title`),
  }));
  return (
    <article className="qs-container qs-page" aria-labelledby="qs-article-title">
      <PageMeta
        title={t(`${base}.title`)}
        brand={config.brand}
        description={t(`${base}.summary`)}
        canonicalPath={path}
        jsonLd={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: t(`${base}.title`),
          description: t(`${base}.summary`),
          publisher: { "@type": "Organization", name: config.brand },
        }}
      />
      <p>
        <Link to={`/${config.blogSection}`}>{t("pages.blog.back")}</Link>
      </p>
      <h1 id="qs-article-title">{t(`${base}.title`)}</h1>
      <p className="qs-page__lead">{t(`${base}.summary`)}</p>
      <div className="qs-article">
        <div className="qs-article__body">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <p>{t(`${base}.${section.key}`)}</p>
            </section>
          ))}
          <div className="qs-info-actions">
            <Link to="/Comparar" className={buttonClass("primary")}>
              {t("pages.blog.compare")}
            </Link>
          </div>
        </div>
        <ArticleSideMenu label={t("pages.blog.contents")} sections={sections} />
      </div>
    </article>
  );
}
