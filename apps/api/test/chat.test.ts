import { STAFF_FORBIDDEN_MESSAGE, STAFF_TOKEN_REQUIRED_MESSAGE } from "@qs/domain/api/back-office";
import {
  CHAT_CLOSED_MESSAGE,
  CHAT_CLOSED_NOTICE,
  CHAT_EMAIL_MESSAGE,
  CHAT_HANDED_OVER_NOTICE,
  CHAT_HANDOVER_NO_ADVISOR_MESSAGE,
  CHAT_NOT_FOUND_MESSAGE,
  CHAT_REQUIRED_MESSAGE,
  CHAT_TOKEN_REQUIRED_MESSAGE,
} from "@qs/domain/api/chat";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiServer } from "../src/create-server";
import { chatConversations, chatMessages } from "../src/db/schema";
import { createStaffAccount } from "../src/features/staff-accounts/staff-accounts";
import { hashToken } from "../src/platform/capability";
import { COMMON_HEADERS, type Harness, type Json, startHarness, TEST_NOW } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * The visitors' chat end to end over the API: the pre-form's rules and messages, the token
 * every call needs, the event stream that delivers an advisor's reply (woken at once, and by
 * polling when another process stored it), the read marks the bell counts, closing, and the
 * advisors' routes with their permissions.
 */

const BACKOFFICE = "chat-backoffice-token-0123456789abcdefghijkl";
const SELLER = "chat-ejecutivo-token-0123456789abcdefghijklm";
const AFTER_SALES = "chat-postventa-token-0123456789abcdefghijkl";

const preForm = (overrides: Record<string, unknown> = {}) => ({
  name: "María José Pérez",
  email: "Maria.Jose@Example.com",
  phone: "+573001234567",
  topic: 1,
  language: "ES",
  path: "/Comparar/Seguros-de-Vida?insuranceTypeIds=1",
  ...overrides,
});

interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * Reads an event stream until `done` holds for the events read so far (a condition, not a
 * time: the test's own timeout is the ceiling), then lets the stream go.
 */
async function readEvents(
  response: Response,
  done: (events: SseEvent[]) => boolean,
): Promise<SseEvent[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = "";
  try {
    while (!done(events)) {
      const chunk = await reader.read();
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: SseEvent = { event: "message", data: "" };
        let hasData = false;
        for (const line of block.split("\n")) {
          const [field, ...rest] = line.split(":");
          const value = rest.join(":").replace(/^ /, "");
          if (field === "event") event.event = value;
          else if (field === "id") event.id = value;
          else if (field === "data") {
            event.data += value;
            hasData = true;
          }
        }
        if (hasData) events.push(event);
        end = buffer.indexOf("\n\n");
      }
    }
  } finally {
    await reader.cancel();
  }
  return events;
}

const bodiesOf = (events: SseEvent[]) =>
  events.filter((e) => e.event === "message").map((e) => JSON.parse(e.data).body as string);

describe.each(databaseTargets())("chat on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, {
      // Long enough that only a notification can deliver in the tests that expect one.
      chatPollMs: 60_000,
      staffTokens: [
        { role: "BACKOFFICE", email: "backoffice@queseguro.test", token: BACKOFFICE },
        { role: "EJECUTIVO", email: "ejecutivo@queseguro.test", token: SELLER },
        { role: "POSTVENTA", email: "postventa@queseguro.test", token: AFTER_SALES },
      ],
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function open(overrides: Record<string, unknown> = {}) {
    const res = await h.send("POST", "/api/chat/conversations", preForm(overrides));
    expect(res.status).toBe(201);
    return (await res.json()).data as { id: string; token: string };
  }

  const say = (id: string, token: string, body: string) =>
    h.send("POST", `/api/chat/conversations/${id}/messages`, { body }, auth(token));
  const reply = (id: string, body: string, token = BACKOFFICE, app?: ApiServer) =>
    (app ?? h.app).request(`/api/back-office/chat/conversations/${id}/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...COMMON_HEADERS, ...auth(token) },
      body: JSON.stringify({ body }),
    });
  const stream = (
    id: string,
    token: string,
    headers: Record<string, string> = {},
    app?: ApiServer,
  ) => (app ?? h.app).request(`/api/chat/conversations/${id}/events?token=${token}`, { headers });

  describe("opening a conversation", () => {
    it("stores the pre-form and hands out an id and a token, keeping only the token's hash", async () => {
      const { id, token } = await open();
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await h.db.orm
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, id));
      expect(row).toMatchObject({
        name: "María José Pérez",
        email: "maria.jose@example.com",
        topic: 1,
        language: "ES",
        path: "/Comparar/Seguros-de-Vida",
        tokenHash: hashToken(token),
        closedAt: null,
      });
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it("answers the spec's messages for each missing field and a malformed e-mail", async () => {
      const empty = await h.send("POST", "/api/chat/conversations", {
        name: " ",
        email: "",
        phone: "",
      });
      expect(empty.status).toBe(400);
      const issues: Json[] = (await empty.json()).issues;
      expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
        name: CHAT_REQUIRED_MESSAGE,
        email: CHAT_REQUIRED_MESSAGE,
        phone: CHAT_REQUIRED_MESSAGE,
        topic: CHAT_REQUIRED_MESSAGE,
      });
      expect(CHAT_REQUIRED_MESSAGE).toBe("campo requerido");

      for (const email of ["maria@", "maria@example", "maria example@x.co", "a@b.c"]) {
        const res = await h.send("POST", "/api/chat/conversations", preForm({ email }));
        expect(res.status, email).toBe(400);
        expect((await res.json()).issues, email).toEqual([
          {
            path: "email",
            message: "Por favor, ingrese su dirección de correo electrónico válido",
          },
        ]);
      }
      expect(CHAT_EMAIL_MESSAGE).toBe(
        "Por favor, ingrese su dirección de correo electrónico válido",
      );
      const topic = await h.send("POST", "/api/chat/conversations", preForm({ topic: 5 }));
      expect((await topic.json()).issues).toEqual([
        { path: "topic", message: CHAT_REQUIRED_MESSAGE },
      ]);
    });
  });

  describe("the conversation's token", () => {
    it("is required by every visitor call, and only its own conversation's opens it", async () => {
      const mine = await open();
      const theirs = await open({ email: "otra@example.com" });
      const read = (id: string, headers: Record<string, string>) =>
        h.get(`/api/chat/conversations/${id}`, headers);

      const none = await read(mine.id, {});
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ error: CHAT_TOKEN_REQUIRED_MESSAGE });
      const noneSend = await h.send("POST", `/api/chat/conversations/${mine.id}/messages`, {
        body: "Hola",
      });
      expect(noneSend.status).toBe(401);
      const noneStream = await h.get(`/api/chat/conversations/${mine.id}/events`);
      expect(noneStream.status).toBe(401);
      expect(await noneStream.json()).toEqual({ error: CHAT_TOKEN_REQUIRED_MESSAGE });

      for (const res of [
        await read(mine.id, auth(theirs.token)),
        await say(mine.id, theirs.token, "Hola"),
        await stream(mine.id, theirs.token),
        await read(mine.id, auth("x".repeat(43))),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: CHAT_NOT_FOUND_MESSAGE });
      }
      expect((await read(mine.id, auth(mine.token))).status).toBe(200);
    });
  });

  describe("messages", () => {
    it("keeps the visitor's messages in order and reads them after an id", async () => {
      const { id, token } = await open();
      const first = await say(id, token, "Hola, quiero un seguro de vida");
      expect(first.status).toBe(201);
      const firstId: number = (await first.json()).data.id;
      await say(id, token, "¿Me pueden llamar?");
      const after = await h.get(
        `/api/chat/conversations/${id}/messages?after=${firstId}`,
        auth(token),
      );
      expect((await after.json()).data.map((m: Json) => [m.author, m.body])).toEqual([
        ["visitor", "¿Me pueden llamar?"],
      ]);
      const tooLong = await say(id, token, "x".repeat(2001));
      expect(tooLong.status).toBe(400);
    });

    it("counts an advisor's reply unread until the visitor marks it read", async () => {
      const { id, token } = await open();
      const res = await reply(id, "Hola María, ¿en qué te ayudo?");
      expect(res.status).toBe(201);
      const replyId: number = (await res.json()).data.id;
      const before = (await (await h.get(`/api/chat/conversations/${id}`, auth(token))).json())
        .data;
      expect(before.messages).toEqual([
        expect.objectContaining({ author: "advisor", readAt: null }),
      ]);
      h.clock.set(new Date(TEST_NOW.getTime() + 5_000));
      const read = await h.send(
        "POST",
        `/api/chat/conversations/${id}/read`,
        { upTo: replyId },
        auth(token),
      );
      expect((await read.json()).data.messages[0].readAt).toBe(
        new Date(TEST_NOW.getTime() + 5_000).toISOString(),
      );
      h.clock.set(TEST_NOW);
    });
  });

  describe("the event stream", () => {
    it("delivers an advisor's reply as it is stored, and resumes after Last-Event-ID", async () => {
      const { id, token } = await open();
      const hello = await say(id, token, "Hola");
      const helloId = String((await hello.json()).data.id);

      const live = await stream(id, token);
      expect(live.status).toBe(200);
      expect(live.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(live.headers.get("content-encoding")).toBeNull();
      const reading = readEvents(live, (events) => bodiesOf(events).includes("¡Hola! Soy Ana"));
      // The poll is a minute long here: only the stored reply's notification can wake it.
      expect((await reply(id, "¡Hola! Soy Ana")).status).toBe(201);
      const events = await reading;
      expect(bodiesOf(events)).toEqual(["Hola", "¡Hola! Soy Ana"]);
      const advisor = JSON.parse(events.at(-1)?.data ?? "{}");
      expect(advisor).toMatchObject({ author: "advisor", body: "¡Hola! Soy Ana", readAt: null });
      expect(advisor).not.toHaveProperty("advisorEmail");
      expect(events.at(-1)?.id).toBe(String(advisor.id));

      const resumed = await readEvents(
        await stream(id, token, { "Last-Event-ID": helloId }),
        (seen) => seen.length >= 1,
      );
      expect(bodiesOf(resumed)).toEqual(["¡Hola! Soy Ana"]);
    });

    it("delivers a reply another API process stored, by reading the database", async () => {
      const { id, token } = await open();
      // Another process over the same database: nothing wakes it but its own polling.
      const other = h.rebuild({ chatPollMs: 50 });
      const reading = readEvents(await stream(id, token, {}, other), (events) =>
        bodiesOf(events).includes("Respuesta desde otro proceso"),
      );
      await h.db.orm.insert(chatMessages).values({
        conversationId: id,
        author: "advisor",
        advisorEmail: "backoffice@queseguro.test",
        body: "Respuesta desde otro proceso",
        createdAt: TEST_NOW,
      });
      expect(bodiesOf(await reading)).toEqual(["Respuesta desde otro proceso"]);
    });

    it("ends with a closed event when the visitor closes, after storing the notice", async () => {
      const { id, token } = await open();
      const reading = readEvents(await stream(id, token), (events) =>
        events.some((e) => e.event === "closed"),
      );
      const closed = await h.send("POST", `/api/chat/conversations/${id}/close`, {}, auth(token));
      expect(closed.status).toBe(200);
      expect((await closed.json()).data.closedAt).toBe(TEST_NOW.toISOString());
      const events = await reading;
      expect(bodiesOf(events)).toEqual([CHAT_CLOSED_NOTICE]);
      expect(events.at(-1)?.event).toBe("closed");

      const late = await say(id, token, "¿Sigue ahí?");
      expect(late.status).toBe(409);
      expect(await late.json()).toEqual({ error: CHAT_CLOSED_MESSAGE });
      expect((await reply(id, "Sí")).status).toBe(409);
    });
  });

  describe("advisors", () => {
    it("need a staff token (401) and a role with chat:read / chat:answer (403)", async () => {
      const { id } = await open();
      const list = (headers: Record<string, string>) =>
        h.get("/api/back-office/chat/conversations", headers);

      const anonymous = await list({});
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: STAFF_TOKEN_REQUIRED_MESSAGE });
      const anonymousReply = await h.app.request(
        `/api/back-office/chat/conversations/${id}/messages`,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", ...COMMON_HEADERS },
          body: JSON.stringify({ body: "Hola" }),
        },
      );
      expect(anonymousReply.status).toBe(401);

      for (const res of [
        await list(auth(AFTER_SALES)),
        await h.get(`/api/back-office/chat/conversations/${id}`, auth(AFTER_SALES)),
        await reply(id, "Hola", AFTER_SALES),
      ]) {
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: STAFF_FORBIDDEN_MESSAGE });
      }
      expect((await reply(id, "Hola", SELLER)).status).toBe(201);
    });

    it("list open conversations with what waits for an answer, and read one whole", async () => {
      const { id, token } = await open({ name: "Lista Prueba", email: "lista@example.com" });
      await say(id, token, "Primera");
      await say(id, token, "Segunda");
      const listed = (
        await (await h.get("/api/back-office/chat/conversations", auth(SELLER))).json()
      ).data as Json[];
      expect(listed.find((c) => c.id === id)).toMatchObject({
        name: "Lista Prueba",
        email: "lista@example.com",
        country: "CO",
        topic: 1,
        waiting: 2,
        closedAt: null,
      });

      await reply(id, "Te llamo ahora", SELLER);
      const detail = await h.get(`/api/back-office/chat/conversations/${id}`, auth(SELLER));
      expect(detail.status).toBe(200);
      const data = (await detail.json()).data;
      expect(data.waiting).toBe(0);
      expect(data.messages.map((m: Json) => [m.author, m.body, m.advisorEmail])).toEqual([
        ["visitor", "Primera", null],
        ["visitor", "Segunda", null],
        ["advisor", "Te llamo ahora", "ejecutivo@queseguro.test"],
      ]);

      await h.send("POST", `/api/chat/conversations/${id}/close`, {}, auth(token));
      const open_ = (
        await (await h.get("/api/back-office/chat/conversations", auth(SELLER))).json()
      ).data as Json[];
      expect(open_.map((c) => c.id)).not.toContain(id);
      const all = (
        await (await h.get("/api/back-office/chat/conversations?status=all", auth(SELLER))).json()
      ).data as Json[];
      expect(all.map((c) => c.id)).toContain(id);
    });
  });
  describe("the advisor's console", () => {
    const staffStream = (id: string, token = BACKOFFICE) =>
      h.app.request(`/api/back-office/chat/conversations/${id}/events`, { headers: auth(token) });
    const close = (id: string, token = BACKOFFICE) =>
      h.app.request(`/api/back-office/chat/conversations/${id}/cerrar`, {
        method: "POST",
        headers: { ...COMMON_HEADERS, ...auth(token) },
      });

    it("streams the visitor's messages to the advisor, with who answered", async () => {
      const { id, token } = await open();
      await say(id, token, "¿Cubre maternidad?");
      expect((await reply(id, "Sí, desde el primer mes")).status).toBe(201);
      const res = await staffStream(id);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      const events = await readEvents(res as unknown as Response, (read) => read.length >= 2);
      const messages = events.map((event) => JSON.parse(event.data));
      expect(messages.map((message) => message.body)).toEqual([
        "¿Cubre maternidad?",
        "Sí, desde el primer mes",
      ]);
      expect(messages[1].advisorEmail).toBe("backoffice@queseguro.test");
    });

    it("lets the advisor end the conversation: the visitor's stream gets the notice and its end", async () => {
      const { id, token } = await open();
      const closed = await close(id);
      expect(closed.status).toBe(200);
      const body = await closed.json();
      expect(body.data.closedAt).not.toBeNull();
      expect(body.data.messages.at(-1).body).toBe("El asesor terminó la conversación");
      const events = await readEvents((await stream(id, token)) as unknown as Response, (read) =>
        read.some((event) => event.event === "closed"),
      );
      expect(bodiesOf(events)).toEqual(["El asesor terminó la conversación"]);
      expect((await close(id)).status).toBe(200);
      expect((await say(id, token, "¿Hola?")).status).toBe(409);
    });

    it("hands a conversation over: the visitor reads the notice, the new advisor's queue has it", async () => {
      const now = h.clock.now();
      await createStaffAccount(
        h.db,
        { email: "relevo@queseguro.test", role: "EJECUTIVO", password: "Valparaiso-2026" },
        now,
      );
      await createStaffAccount(
        h.db,
        {
          email: "chile@queseguro.test",
          role: "EJECUTIVO",
          password: "Valparaiso-2026",
          countries: ["CL"],
        },
        now,
      );
      const { id, token } = await open();
      await say(id, token, "¿Me llaman?");
      // The first advisor to reply answers it.
      expect((await reply(id, "Hola, te ayudo")).status).toBe(201);
      const mine = (
        await (
          await h.get("/api/back-office/chat/conversations?queue=unassigned", auth(BACKOFFICE))
        ).json()
      ).data as Json[];
      expect(mine.map((c) => c.id)).not.toContain(id);

      const handOver = (to: string) =>
        h.send(
          "POST",
          `/api/back-office/chat/conversations/${id}/traspaso`,
          { to },
          auth(BACKOFFICE),
        );
      // Someone who does not answer Colombia's chat, a machine, nobody: refused, nothing written.
      for (const to of [
        "chile@queseguro.test",
        "postventa@queseguro.test",
        "nadie@queseguro.test",
      ]) {
        const refused = await handOver(to);
        expect(refused.status).toBe(400);
        expect(await refused.json()).toEqual({ error: CHAT_HANDOVER_NO_ADVISOR_MESSAGE });
      }
      const handed = await handOver("Relevo@QueSeguro.test");
      expect(handed.status).toBe(200);
      const body = await handed.json();
      expect(body.data.assignee).toBe("relevo@queseguro.test");
      expect(body.data.messages.map((m: Json) => m.body)).toEqual([
        "¿Me llaman?",
        "Hola, te ayudo",
        CHAT_HANDED_OVER_NOTICE,
      ]);
      const visitorSees = await readEvents(
        (await stream(id, token)) as unknown as Response,
        (read) => read.length >= 3,
      );
      expect(bodiesOf(visitorSees).at(-1)).toBe(CHAT_HANDED_OVER_NOTICE);

      await close(id);
      expect((await handOver("relevo@queseguro.test")).status).toBe(409);
    });

    it("keeps the console from roles without the chat: 403", async () => {
      const { id } = await open();
      expect((await staffStream(id, AFTER_SALES)).status).toBe(403);
      expect((await close(id, AFTER_SALES)).status).toBe(403);
      expect((await staffStream("0b6f3a52-6c1e-4c8f-9d0e-1a2b3c4d5e99")).status).toBe(404);
    });
  });
});
