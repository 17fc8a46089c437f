import type { Page } from "@playwright/test";
import { LANGUAGE_NAMES } from "@qs/i18n/languages";
import { messages as en } from "@qs/i18n/locales/en/index";
import { messages as es } from "@qs/i18n/locales/es/index";
import { messages as pt } from "@qs/i18n/locales/pt/index";
import { ROUTE_SEGMENTS } from "@qs/i18n/route-table";
import { EVERY_SITE } from "../sites";
import { expect, test } from "./fixtures";

/**
 * The sites in English (/en/...) and Portuguese (/pt/...): the document says its language, the
 * header's selector shows it, and no Spanish interface text is left in what a visitor sees.
 * Catalogue texts that exist only in Spanish (coverages, benefits, FAQs, documents, the lists a
 * profile form names, such as sectors) are allowed where they are marked `lang="es"`. The Spanish texts looked for are
 * the Spanish locale itself: every message whose text differs in the page's language.
 */

type Translated = "en" | "pt";
type Tree = { [key: string]: string | Tree };

const LOCALES: Record<Translated, Tree> = { en, pt };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

function valueAt(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const key of path.split(".")) node = typeof node === "object" ? node[key] : undefined;
  return typeof node === "string" ? node : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A Spanish text as it may show on a page: interpolations become wildcards (a number or an
 * amount for {{count}}, {{price}} and the like, any text for a name). A text of one word must be
 * a whole text node ('Planes'), so the same word inside a name ('Aseguradora Cóndor') is not
 * taken for it; a longer one may sit anywhere in a node, between word boundaries. A Spanish text
 * that is also a text of the page's language ('Portal Clientes' in Portuguese) is not looked for.
 */
interface SpanishText {
  key: string;
  text: string;
  pattern: RegExp;
}

const NUMERIC = /^(count|number|price|amount|min|max|value|total|page|percent|age|uses|cost|n)$/;

function spanishTexts(language: Translated): SpanishText[] {
  const translated = LOCALES[language];
  const own = new Set(leaves(translated).map(([, text]) => text));
  return leaves(es as unknown as Tree)
    .filter(([key]) => !key.startsWith("routes."))
    .filter(([key, text]) => valueAt(translated, key) !== text && !own.has(text))
    .flatMap(([key, text]) => {
      const literal = text.replace(/\{\{[^}]+\}\}/g, "").trim();
      // Texts with hardly any words of their own ('{{page}}/{{total}}') say nothing.
      if ((literal.match(/\p{L}/gu) ?? []).length < 3) return [];
      const body = text
        .split(/(\{\{[^}]+\}\})/)
        .map((part) => {
          const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          return NUMERIC.test(name) ? "[^\\p{Ll}]+?" : ".+?";
        })
        .join("");
      const oneWord = !/\s/.test(literal);
      const pattern = oneWord ? `^${body}:?$` : `(?<!\\p{L})${body}(?!\\p{L})`;
      return [{ key, text, pattern: new RegExp(pattern, "u") }];
    });
}

/**
 * Spanish words no English or Portuguese interface text contains: units and counted nouns
 * anywhere in a text, menu and filter labels as a whole text (names such as 'Andina Salud EPS'
 * may hold them). Portuguese shares 'Comparar' and 'Empresas'.
 */
const SPANISH_WORDS = ["años", "año", "/mes", "p/empl", "empleados", "Cargando", "Ver más"];
const SPANISH_LABELS: Record<Translated, string[]> = {
  en: ["Salud", "Mascotas", "Aseguradoras", "Comparar", "Empresas", "Desde", "desde", "Planes"],
  pt: ["Salud", "Mascotas", "Aseguradoras", "Desde", "desde", "Planes"],
};

/** A label every demo form shows in the language: a person's or a pet's age, a company's staff. */
const FORM_LABELS: Record<Translated, RegExp> = {
  en: /^(Age|Number of employees|Number of workers)$/,
  pt: /^(Idade|Número de funcionários|Número de trabalhadores)$/,
};

function spanishIn(text: string, language: Translated, texts: SpanishText[]): string[] {
  const trimmed = text.trim();
  const found = texts
    .filter(({ pattern }) => pattern.test(trimmed))
    .map(({ key, text: spanish }) => `${key} ('${spanish}') in '${trimmed}'`);
  for (const word of SPANISH_WORDS) {
    if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}($|[^\\p{L}])`, "u").test(trimmed)) {
      found.push(`'${word}' in '${trimmed}'`);
    }
  }
  for (const label of SPANISH_LABELS[language]) {
    if (trimmed === label) found.push(`'${label}'`);
  }
  return found;
}

/** The visible text nodes of the page outside elements marked `lang="es"`. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text) continue;
      if (element.closest("script, style, noscript, [lang='es']")) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      texts.push(text);
    }
    return texts;
  });
}

/** The page is in `language`: its document, its selector, and no Spanish interface text. */
async function expectInLanguage(page: Page, language: Translated) {
  const texts = spanishTexts(language);
  const locale = LOCALES[language] as typeof en;
  // Lazily loaded parts (a card's coverages, a tab's document) come after the page.
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  const select = page.getByRole("banner").getByRole("combobox", { name: locale.header.language });
  await expect(select).toHaveValue(language);
  await expect(select.locator("option:checked")).toHaveText(LANGUAGE_NAMES[language]);
  const found = (await visibleTexts(page)).flatMap((text) => spanishIn(text, language, texts));
  expect([...new Set(found)], `Spanish interface text on ${page.url()}`).toEqual([]);
}

const segment = (language: Translated, canonical: keyof (typeof ROUTE_SEGMENTS)["es"]) =>
  ROUTE_SEGMENTS[language][canonical];

for (const language of ["en", "pt"] as const) {
  const locale = LOCALES[language] as typeof en;
  const compare = `/${language}/${segment(language, "Comparar")}`;

  test.describe(`the site in ${LANGUAGE_NAMES[language]}`, () => {
    test("home, the listing and the profile form", { tag: EVERY_SITE }, async ({ page }) => {
      await page.goto(`/${language}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectInLanguage(page, language);

      await page.goto(compare);
      await expect(page.locator("article.qs-card").first()).toBeVisible();
      await expectInLanguage(page, language);

      await page.getByRole("link", { name: locale.comparator.enterProfile }).first().click();
      const dialog = page.getByRole("dialog", { name: locale.profile.title });
      await expect(dialog.locator("form")).toBeVisible();
      await expectInLanguage(page, language);
      // The form's own labels come from the API in the page's language, unmarked. The card
      // decides the form: a person's shows its labels at once, a pet's behind 'Edit pets'.
      const labels = dialog.locator("label.qs-pf__label");
      if ((await labels.count()) === 0) {
        await dialog.getByRole("button", { name: locale.profile.editPets }).click();
      }
      await expect(labels.first()).toBeVisible();
      await expect(labels.filter({ hasText: FORM_LABELS[language] }).first()).toBeVisible();
      await expect(dialog.locator("label.qs-pf__label[lang]")).toHaveCount(0);
    });

    test("a plan and each of its tabs", async ({ page }) => {
      await page.goto(compare);
      // A card's request button leads to the plan's request tab: the plan is its parent.
      const request = page
        .locator(`article.qs-card a[href$='/${segment(language, "Solicitar")}']`)
        .first();
      const href = (await request.getAttribute("href")) ?? "";
      const plan = href.slice(0, href.lastIndexOf("/"));
      expect(plan).toMatch(new RegExp(`^/${language}/`));
      await page.goto(plan);
      const tabs = page
        .getByRole("navigation", { name: locale.detail.tabsLabel })
        .getByRole("link");
      await expect(tabs.first()).toBeVisible();
      const addresses = await tabs.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href") ?? ""),
      );
      expect(addresses.length).toBeGreaterThan(1);
      await expectInLanguage(page, language);
      for (const address of addresses.filter((each) => each !== plan)) {
        await page.goto(address);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expectInLanguage(page, language);
      }
    });

    test("the comparison of two plans", async ({ page }) => {
      await page.goto(compare);
      const boxes = page.getByRole("checkbox", { name: locale.comparator.compare, exact: true });
      await expect(boxes.nth(1)).toBeVisible();
      for (const index of [0, 1]) await boxes.nth(index).check();
      await page.getByRole("link", { name: locale.comparator.trayCompare }).click();
      await expect(page).toHaveURL(
        new RegExp(
          `/${language}/${segment(language, "Comparar")}/${segment(language, "Comparacion")}\\?`,
        ),
      );
      await expect(page.getByRole("heading", { name: locale.comparison.title })).toBeVisible();
      await expect(page.locator(".qs-comparison__table > thead th")).toHaveCount(2);
      await expectInLanguage(page, language);
    });

    test("contact and a page that does not exist", async ({ page }) => {
      await page.goto(`/${language}/${segment(language, "contacto")}`);
      await expect(
        page.getByRole("heading", { name: locale.contact.title, level: 1 }),
      ).toBeVisible();
      await expectInLanguage(page, language);

      const answer = await page.goto(`/${language}/esta-ruta/no-existe`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: locale.notFound.title })).toBeVisible();
      await expectInLanguage(page, language);
    });
  });
}

test("choosing a language opens the same page under that language's address", async ({ page }) => {
  await page.goto(`/en/${segment("en", "Comparar")}?page=2`);
  const select = page.getByRole("banner").getByRole("combobox", { name: en.header.language });
  await expect(select.locator("option")).toHaveText([LANGUAGE_NAMES.es, LANGUAGE_NAMES.en]);
  await select.selectOption("es");
  await expect(page).toHaveURL(/\/Comparar\?page=2$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("banner").getByRole("combobox", { name: es.header.language }),
  ).toHaveValue("es");
});
