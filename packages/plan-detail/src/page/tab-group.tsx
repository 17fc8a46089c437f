import type { Tab } from "@qs/domain/tab";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { splitMobileTabs, tabHref } from "../tabs/detail-tabs";

const ICONS: Record<string, string> = {
  home: "⌂",
  shield: "◈",
  hospital: "✚",
  list: "☰",
  table: "▦",
  "file-pdf": "▤",
  "circle-question": "?",
  "paper-plane": "➤",
};

export interface TabGroupProps {
  /** The plan's visible tabs, in their order. */
  tabs: readonly Tab[];
  /** The open tab; null on the plan's summary. */
  active: Tab | null;
  /** The plan's address, which each tab's address extends. */
  insurancePath: string;
  /** Navigation state kept when switching tabs (the modal's background). */
  linkState?: Record<string, unknown>;
  /** Mobile: 3 tabs, the rest under 'Ver más'. Desktop: every tab with icon and title. */
  mobile: boolean;
}

function TabLink({
  tab,
  active,
  insurancePath,
  linkState,
  showIcon,
  onNavigate,
}: {
  tab: Tab;
  active: boolean;
  insurancePath: string;
  linkState?: Record<string, unknown>;
  showIcon: boolean;
  onNavigate?: () => void;
}) {
  const className = [
    "qs-tabs__tab",
    active && "is-active",
    tab.highlight && "is-highlighted",
    tab.disabled && "is-disabled",
  ]
    .filter(Boolean)
    .join(" ");
  const icon = showIcon && tab.showIcon !== false && tab.icon && (
    <span className="qs-tabs__icon" aria-hidden="true">
      {ICONS[tab.icon] ?? "•"}
    </span>
  );
  if (tab.disabled) {
    return (
      <span className={className} aria-disabled="true">
        {icon}
        {tab.title}
      </span>
    );
  }
  return (
    <Link
      to={tabHref(insurancePath, tab)}
      state={linkState as never}
      resetScroll={false}
      activeOptions={{ exact: true, includeSearch: false }}
      className={className}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
    >
      {icon}
      {tab.title}
    </Link>
  );
}

/** The detail's tab bar; each tab is an address (the insurance URL plus the tab's url). */
export function TabGroup({ tabs, active, insurancePath, linkState, mobile }: TabGroupProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, [open]);
  const { bar, more } = mobile
    ? splitMobileTabs(tabs, active)
    : { bar: [...tabs], more: [] as Tab[] };
  return (
    <nav
      className={`qs-tabs${mobile ? " qs-tabs--mobile" : ""}`}
      aria-label={t("detail.tabsLabel")}
    >
      {bar.map((tab) => (
        <TabLink
          key={tab.url || "home"}
          tab={tab}
          active={tab === active}
          insurancePath={insurancePath}
          linkState={linkState}
          showIcon={!mobile}
        />
      ))}
      {more.length > 0 && (
        <div className="qs-tabs__more" ref={menuRef}>
          <button
            type="button"
            className="qs-tabs__tab"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {t("detail.moreTabs")} ▾
          </button>
          {open && (
            <div className="qs-tabs__menu">
              {more.map((tab) => (
                <TabLink
                  key={tab.url || "home"}
                  tab={tab}
                  active={false}
                  insurancePath={insurancePath}
                  linkState={linkState}
                  showIcon
                  onNavigate={() => setOpen(false)}
                />
              ))}
            </div>
          )}
        </div>
      )}
    </nav>
  );
}
