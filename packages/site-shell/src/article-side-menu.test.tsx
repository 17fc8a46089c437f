import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ArticleSideMenu } from "./article-side-menu";

/** The browser's observer, driven by the test: `report` says how much of each section shows. */
let report: (shown: Record<string, number>) => void = () => {};

class FakeObserver {
  private readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    report = (shown) =>
      this.callback(
        this.targets
          .filter((target) => target.id in shown)
          .map(
            (target) =>
              ({
                target,
                isIntersecting: (shown[target.id] ?? 0) > 0,
                intersectionRatio: shown[target.id] ?? 0,
              }) as IntersectionObserverEntry,
          ),
        this as unknown as IntersectionObserver,
      );
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
}

const sections = [
  { id: "quien", title: "Empieza por quién se asegura" },
  { id: "red", title: "Revisa la red de clínicas" },
  { id: "topes", title: "Compara topes y copagos" },
];

function renderArticle() {
  render(
    <>
      <ArticleSideMenu label="En esta guía" sections={sections} />
      {sections.map((section) => (
        <section key={section.id} id={section.id} />
      ))}
    </>,
  );
}

const current = () =>
  screen.getAllByRole("link").find((link) => link.getAttribute("aria-current") === "true");

beforeEach(() => vi.stubGlobal("IntersectionObserver", FakeObserver));
afterEach(() => vi.unstubAllGlobals());

describe("the article's side menu", () => {
  it("marks the first section before the visitor scrolls", () => {
    renderArticle();
    expect(current()).toHaveTextContent("Empieza por quién se asegura");
  });

  it("marks the first section shown enough, in the article's order, as the visitor scrolls", () => {
    renderArticle();
    act(() => report({ quien: 0.2, red: 0.9, topes: 0 }));
    expect(current()).toHaveTextContent("Revisa la red de clínicas");
    act(() => report({ topes: 1 }));
    expect(current()).toHaveTextContent("Revisa la red de clínicas");
    act(() => report({ red: 0.3 }));
    expect(current()).toHaveTextContent("Compara topes y copagos");
  });

  it("keeps the top section when the window grows to show every section at once", () => {
    renderArticle();
    act(() => report({ quien: 1, red: 1, topes: 0.2 }));
    act(() => report({ topes: 1 }));
    expect(current()).toHaveTextContent("Empieza por quién se asegura");
  });
});
