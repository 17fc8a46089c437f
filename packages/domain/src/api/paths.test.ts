import { describe, expect, it } from "vitest";
import { apiPath, apiPaths } from "./paths";

describe("apiPath", () => {
  it("gives a path without parameters as declared", () => {
    expect(apiPath(apiPaths.menu)).toBe("/api/menu");
  });

  it("fills each parameter in its place", () => {
    expect(apiPath(apiPaths.compraOnlineByTokenByStep, { token: "abc", step: 2 })).toBe(
      "/api/compra-online/abc/2",
    );
    expect(
      apiPath(apiPaths.feedbacksGetLeadByLeadTokenByEmail, { leadToken: "t", email: "a@b.co" }),
    ).toBe("/api/feedbacks/getLead/t/a%40b.co");
  });

  it("encodes a value as one segment", () => {
    expect(apiPath(apiPaths.chatConversationsByIdMessages, { id: "a/b?c#d é" })).toBe(
      "/api/chat/conversations/a%2Fb%3Fc%23d%20%C3%A9/messages",
    );
  });

  it("refuses a missing parameter", () => {
    expect(() => apiPath(apiPaths.usersById, {} as unknown as { id: string })).toThrow(
      "missing path parameter id",
    );
  });

  it("declares each path once, under /api, as OpenAPI writes it", () => {
    const templates = Object.values(apiPaths);
    expect(new Set(templates).size).toBe(templates.length);
    for (const template of templates) {
      expect(template).toMatch(/^\/api(\/(\{[A-Za-z]+\}|[A-Za-z0-9._-]+))+$/);
    }
  });
});
