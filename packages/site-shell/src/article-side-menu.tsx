import { useEffect, useState } from "react";

/** What the spec gives for the side menu: observed at 0.75, a section counts from 0.45 visible. */
export const SIDE_MENU_THRESHOLD = 0.75;
export const SIDE_MENU_ACTIVE_RATIO = 0.45;

export interface ArticleSection {
  id: string;
  title: string;
}

/**
 * The side menu of an article (profile spec §2 "Header and footer"): one link per h2 heading
 * (each heading opens a `section` carrying the id),
 * the section being read marked as current while the visitor scrolls. Without
 * IntersectionObserver (the server, old browsers) the first section is current.
 */
export function ArticleSideMenu({
  label,
  sections,
}: {
  /** The menu's heading ('Contenido'), which also names it for screen readers. */
  label: string;
  /** The article's sections, each the id of its `section` and its heading's text. */
  sections: ArticleSection[];
}) {
  const [active, setActive] = useState(sections[0]?.id ?? null);
  const ids = sections.map((section) => section.id).join(" ");

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined" || !ids) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const current = entries.find(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= SIDE_MENU_ACTIVE_RATIO,
        );
        if (current) setActive(current.target.id);
      },
      { threshold: SIDE_MENU_THRESHOLD },
    );
    for (const id of ids.split(" ")) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [ids]);

  return (
    <nav className="qs-article__menu" aria-label={label}>
      <h2>{label}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={active === section.id ? "true" : undefined}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
