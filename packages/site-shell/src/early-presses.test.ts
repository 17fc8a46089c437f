import { UNTIL } from "@qs/vitest-config/conditions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_PRESSES_SCRIPT, LINK_PATIENCE_MS } from "./early-presses";

/** Runs the early script as the page does, before hydration. */
function runScript() {
  new Function(EARLY_PRESSES_SCRIPT)();
}

function hydrate() {
  document.documentElement.dataset.hydrated = "true";
}

function press(element: Element, init: MouseEventInit = {}) {
  return element.dispatchEvent(
    new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
  );
}

describe("presses made while the page hydrates", () => {
  let presses: string[];
  const note = (event: Event) => {
    // jsdom neither navigates nor sends forms: the page's handlers take those presses over.
    if ((event.target as Element).matches("a, form button")) event.preventDefault();
    presses.push((event.target as HTMLElement).dataset.name ?? "");
  };

  beforeEach(() => {
    presses = [];
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = `
      <button type="button" data-name="profile">Ingresa tu perfil</button>
      <a href="/Seguros/a/b" data-name="detail">Ver detalle</a>
      <a href="https://example.com/" data-name="away">Fuera</a>
      <a href="/Seguros/a/b" target="_blank" data-name="blank">Nueva pestaña</a>
      <form method="post">
        <label data-name="consent-label"><input type="checkbox" data-name="consent" /> Acepto</label>
        <button data-name="send">Enviar</button>
      </form>
      <label data-name="compare-label"><input type="checkbox" data-name="compare" /> Comparar</label>
      <p data-name="text">Texto</p>`;
    // React's handler stands on the document, below the early script's window listener.
    document.addEventListener("click", note);
  });

  afterEach(() => {
    document.removeEventListener("click", note);
    vi.useRealTimers();
  });

  it("keeps a press on a button or a link and makes it again once hydrated", async () => {
    runScript();
    const button = document.querySelector('[data-name="profile"]') as HTMLElement;
    const link = document.querySelector('[data-name="detail"]') as HTMLElement;
    expect(press(button)).toBe(false);
    expect(press(link)).toBe(false);
    expect(presses).toEqual([]);
    hydrate();
    await vi.waitFor(() => expect(presses).toEqual(["profile", "detail"]), UNTIL);
    // Hydrated, presses go straight to the page.
    press(button);
    expect(presses).toEqual(["profile", "detail", "profile"]);
  });

  it("leaves other presses to the browser", async () => {
    runScript();
    for (const name of ["away", "blank", "consent", "send", "text"]) {
      press(document.querySelector(`[data-name="${name}"]`) as HTMLElement);
    }
    press(document.querySelector('[data-name="detail"]') as HTMLElement, { ctrlKey: true });
    expect(presses).toEqual(["away", "blank", "consent", "send", "text", "detail"]);
    expect((document.querySelector('[data-name="consent"]') as HTMLInputElement).checked).toBe(
      true,
    );
    hydrate();
    // The hydrated mark's observer has answered once a press on the page goes straight to it.
    await vi.waitFor(() => {
      press(document.querySelector('[data-name="text"]') as HTMLElement);
      expect(presses.at(-1)).toBe("text");
    }, UNTIL);
    expect(presses.slice(0, 6)).toEqual(["away", "blank", "consent", "send", "text", "detail"]);
    expect(presses.slice(6).every((name) => name === "text")).toBe(true);
  });

  it("keeps a choice outside a form, unchanged until hydrated", async () => {
    runScript();
    const box = document.querySelector('[data-name="compare"]') as HTMLInputElement;
    press(box);
    expect(box.checked).toBe(false);
    expect(presses).toEqual([]);
    hydrate();
    await vi.waitFor(() => expect(presses).toEqual(["compare"]), UNTIL);
  });

  it("drops a kept element the page no longer shows", async () => {
    runScript();
    const button = document.querySelector('[data-name="profile"]') as HTMLElement;
    press(button);
    button.remove();
    const link = document.querySelector('[data-name="detail"]') as HTMLElement;
    press(link);
    hydrate();
    await vi.waitFor(() => expect(presses).toEqual(["detail"]), UNTIL);
  });

  it("follows a kept link as the browser would when the page never hydrates", () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal("location", { origin: window.location.origin, assign });
    try {
      runScript();
      const link = document.querySelector('[data-name="detail"]') as HTMLAnchorElement;
      press(link);
      vi.advanceTimersByTime(LINK_PATIENCE_MS - 1);
      expect(assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(assign).toHaveBeenCalledWith(link.href);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("does nothing on a page already hydrated", () => {
    hydrate();
    runScript();
    press(document.querySelector('[data-name="profile"]') as HTMLElement);
    expect(presses).toEqual(["profile"]);
  });
});
