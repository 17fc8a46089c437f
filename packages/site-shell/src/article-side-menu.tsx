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
    const order = ids.split(" ");
    // What the observer last said of each section: the current one is the first, in the
    // article's order, shown enough. Taking whichever section changed last instead would mark
    // the bottom one when the window grows to show them all at once.
    const shown = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          shown.set(
            entry.target.id,
            entry.isIntersecting && entry.intersectionRatio >= SIDE_MENU_ACTIVE_RATIO,
          );
        }
        const current = order.find((id) => shown.get(id));
        if (current) setActive(current);
      },
      { threshold: SIDE_MENU_THRESHOLD },
    );
    for (const id of order) {
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
