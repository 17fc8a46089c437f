import type { Tab } from "@qs/domain/tab";

/** Tabs shown on mobile before the 'Ver más' menu. */
export const MOBILE_TABS_SHOWN = 3;

import { BENEFITS_TAB, FACTORS_TAB, FAQ_TAB, NETWORK_TAB, REQUEST_TAB } from "./tab-segments";

export { BENEFITS_TAB, FACTORS_TAB, FAQ_TAB, NETWORK_TAB, REQUEST_TAB };

/** Tabs whose canonical (and prerender) address is the parent URL. */
const PARENT_CANONICAL_TABS = ["solicitar", "precio"];

const sameSegment = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Tabs used when the product defines none: home, the FAQ and the request. */
export function defaultTabs(requestTitle: string, faqTitle: string, homeTitle: string): Tab[] {
  return [
    { url: "", title: homeTitle, icon: "home", showIcon: true, priority: 1 },
    { url: FAQ_TAB, title: faqTitle, icon: "circle-question", showIcon: true, priority: 5 },
    {
      url: REQUEST_TAB,
      title: requestTitle,
      icon: "paper-plane",
      showIcon: true,
      priority: 6,
      highlight: true,
    },
  ];
}

/** Tabs in display order (by priority, then as given), hidden ones left out. */
export function visibleTabs(tabs: readonly Tab[]): Tab[] {
  return tabs
    .map((tab, index) => ({ tab, index }))
    .filter(({ tab }) => !tab.hidden)
    .sort(
      (a, b) =>
        (a.tab.priority ?? Number.MAX_SAFE_INTEGER) - (b.tab.priority ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ tab }) => tab);
}

/**
 * The active tab for the last path segment: the tab with that url, or the first
 * (home) tab when there is no segment or no tab has it. Disabled tabs are never active.
 */
export function activeTab(tabs: readonly Tab[], segment: string | null | undefined): Tab | null {
  const shown = visibleTabs(tabs);
  const home = shown.find((tab) => tab.url === "") ?? shown.find((tab) => !tab.disabled) ?? null;
  if (!segment) return home;
  const named = shown.find((tab) => tab.url !== "" && sameSegment(tab.url, segment));
  return named && !named.disabled ? named : home;
}

/** Address of a tab: the insurance URL for home, the insurance URL plus the tab's url otherwise. */
export function tabHref(insurancePath: string, tab: Pick<Tab, "url">): string {
  return tab.url ? `${insurancePath}/${tab.url}` : insurancePath;
}

/** Canonical address of a tab: solicitar and precio use the parent URL; others their own. */
export function canonicalHref(insurancePath: string, tab: Pick<Tab, "url">): string {
  return PARENT_CANONICAL_TABS.includes(tab.url.toLowerCase())
    ? insurancePath
    : tabHref(insurancePath, tab);
}

/**
 * Mobile layout of the tab bar: the first `shown` tabs in the bar, the rest (and any
 * tab marked inMenuMore) under 'Ver más'. The active tab always stays in the bar.
 * Without extra tabs there is no menu.
 */
export function splitMobileTabs(
  tabs: readonly Tab[],
  active: Tab | null,
  shown = MOBILE_TABS_SHOWN,
): { bar: Tab[]; more: Tab[] } {
  const ordered = visibleTabs(tabs);
  const candidates = ordered.filter((tab) => !tab.inMenuMore || tab === active);
  const bar = candidates.slice(0, shown);
  if (active && !bar.includes(active)) bar.splice(bar.length - 1, 1, active);
  const more = ordered.filter((tab) => !bar.includes(tab));
  return { bar, more };
}

/** True when a path segment is outside the given insurance URL (the modal closes). */
export function leftInsurance(pathname: string, insurancePath: string): boolean {
  const base = insurancePath.replace(/\/+$/, "").toLowerCase();
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return !(path === base || path.startsWith(`${base}/`));
}
