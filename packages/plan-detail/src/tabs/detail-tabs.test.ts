import type { Tab } from "@qs/domain/tab";
import { describe, expect, it } from "vitest";
import {
  activeTab,
  canonicalHref,
  defaultTabs,
  splitMobileTabs,
  tabHref,
  visibleTabs,
} from "./detail-tabs";

const home: Tab = { url: "", title: "Resumen", priority: 1 };
const coverages: Tab = { url: "Coberturas", title: "Coberturas", priority: 2 };
const clinics: Tab = { url: "Clinicas", title: "Clínicas", priority: 3 };
const conditions: Tab = { url: "Condiciones", title: "Condiciones", priority: 4 };
const faq: Tab = { url: "Preguntas-Frecuentes", title: "FAQ", priority: 5, inMenuMore: true };
const request: Tab = { url: "Solicitar", title: "Solicitar", priority: 6, highlight: true };
const tabs = [request, faq, conditions, clinics, coverages, home];
const path = "/EPS/Salud-Total/Plan-Basico";

describe("tabs in the address", () => {
  it("orders tabs by priority and leaves hidden ones out", () => {
    expect(visibleTabs(tabs).map((tab) => tab.url)).toEqual([
      "",
      "Coberturas",
      "Clinicas",
      "Condiciones",
      "Preguntas-Frecuentes",
      "Solicitar",
    ]);
    expect(visibleTabs([home, { ...clinics, hidden: true }])).toEqual([home]);
  });

  it("selects the tab named by the last segment, or home", () => {
    expect(activeTab(tabs, "Coberturas")).toBe(coverages);
    expect(activeTab(tabs, "solicitar")).toBe(request);
    expect(activeTab(tabs, null)).toBe(home);
    expect(activeTab(tabs, "No-Existe")).toBe(home);
  });

  it("never activates a disabled or hidden tab", () => {
    expect(activeTab([home, { ...clinics, disabled: true }], "Clinicas")).toBe(home);
    expect(activeTab([home, { ...clinics, hidden: true }], "Clinicas")).toBe(home);
  });

  it("home has no segment; other tabs add theirs to the insurance URL", () => {
    expect(tabHref(path, home)).toBe(path);
    expect(tabHref(path, coverages)).toBe(`${path}/Coberturas`);
  });

  it("solicitar and precio use the parent URL as canonical; others their own", () => {
    expect(canonicalHref(path, request)).toBe(path);
    expect(canonicalHref(path, { url: "Precio" })).toBe(path);
    expect(canonicalHref(path, coverages)).toBe(`${path}/Coberturas`);
  });
});

describe("mobile 'Ver más' menu", () => {
  it("shows 3 tabs and moves the rest (and inMenuMore tabs) to the menu", () => {
    const { bar, more } = splitMobileTabs(tabs, home);
    expect(bar.map((tab) => tab.url)).toEqual(["", "Coberturas", "Clinicas"]);
    expect(more.map((tab) => tab.url)).toEqual([
      "Condiciones",
      "Preguntas-Frecuentes",
      "Solicitar",
    ]);
  });

  it("keeps the active tab in the bar", () => {
    const { bar, more } = splitMobileTabs(tabs, request);
    expect(bar.map((tab) => tab.url)).toEqual(["", "Coberturas", "Solicitar"]);
    expect(more).not.toContain(request);
  });

  it("has no menu without extra tabs", () => {
    expect(splitMobileTabs([home, coverages], home).more).toEqual([]);
  });

  it("default tabs: home, FAQ, request", () => {
    expect(defaultTabs("Me interesa", "Preguntas frecuentes", "Resumen").map((t) => t.url)).toEqual(
      ["", "Preguntas-Frecuentes", "Solicitar"],
    );
  });
});
