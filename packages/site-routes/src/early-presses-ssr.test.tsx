// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderOnServer } from "./testing/render-on-server";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the script that keeps presses made while the page hydrates", () => {
  it("opens the body, with the page's nonce, before anything can be pressed", async () => {
    const { html } = await renderOnServer("/contacto");
    const body = html.slice(html.indexOf("<body"));
    expect(body).toMatch(/^<body[^>]*><script nonce="nonce-test">\(function \(\) \{/);
    expect(body).toContain('removeEventListener("click", onPress, true)');
  });
});
