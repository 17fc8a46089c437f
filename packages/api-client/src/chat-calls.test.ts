import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client";
import { chatEventsUrl, getChatAvailable, openChatConversation, sendChatMessage } from "./chat";

interface Seen {
  url: string;
  init: RequestInit;
}

function answering(body: unknown, seen: Seen[] = [], status = 200) {
  return createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "1.0.0",
    fetch: (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
  });
}

const session = { id: "6a1f0c7e-2b1d-4c8e-9f00-123456789abc", token: "t".repeat(43) };

describe("chat calls", () => {
  it("read the availability from data.active", async () => {
    expect(await getChatAvailable(answering({ data: { active: true } }))).toBe(true);
    expect(await getChatAvailable(answering({ data: { active: false } }))).toBe(false);
    expect(await getChatAvailable(answering({}))).toBe(false);
  });

  it("open a conversation with the country headers and return the receipt", async () => {
    const seen: Seen[] = [];
    const receipt = await openChatConversation(
      answering({ data: { id: session.id, token: session.token } }, seen, 201),
      { name: "Ana", email: "ana@example.com", phone: "3001234567", topic: 1 },
    );
    expect(receipt).toEqual(session);
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(headers["X-Country"]).toBe("CO");
    expect(JSON.parse(String(seen[0]?.init.body))).toMatchObject({ topic: 1, name: "Ana" });
  });

  it("send the token as a bearer header, never in the address, except the event stream's", async () => {
    const seen: Seen[] = [];
    await sendChatMessage(
      answering(
        {
          data: {
            id: 3,
            author: "visitor",
            body: "Hola",
            createdAt: "2025-07-01T12:00:00.000Z",
            readAt: null,
          },
        },
        seen,
        201,
      ),
      session,
      "Hola",
    );
    expect(seen[0]?.url).not.toContain(session.token);
    expect((seen[0]?.init.headers as Record<string, string> | undefined)?.Authorization).toBe(
      `Bearer ${session.token}`,
    );
    const url = new URL(chatEventsUrl(answering({}), session));
    expect(url.pathname).toBe(`/api/chat/conversations/${session.id}/events`);
    expect(url.searchParams.get("token")).toBe(session.token);
  });
});
