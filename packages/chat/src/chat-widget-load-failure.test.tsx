import { render, screen, waitFor } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatLoadBoundary } from "./chat-widget";

afterEach(() => vi.restoreAllMocks());

describe("a chat whose code cannot load", () => {
  it("leaves the page as it is, without the chat, and says why in the console", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    // The conversation's code is gone: a release removed the file the open page asks for.
    const missing = new TypeError("Failed to fetch dynamically imported module: /assets/chat.js");
    const ChatRoot = lazy(() => Promise.reject(missing));
    render(
      <main>
        <h1>Planes de salud</h1>
        <ChatLoadBoundary>
          <Suspense fallback={null}>
            <ChatRoot />
          </Suspense>
        </ChatLoadBoundary>
      </main>,
    );

    await waitFor(() => expect(warn).toHaveBeenCalledWith("No se pudo cargar el chat", missing));
    expect(screen.getByRole("heading", { name: "Planes de salud" })).toBeVisible();
    expect(screen.getByRole("main").childElementCount).toBe(1);
  });
});
