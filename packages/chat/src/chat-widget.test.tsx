import { type ApiClient, createApiClient } from "@qs/api-client/api-client";
import type { ChatMessage } from "@qs/domain/api/chat";
import { createI18n } from "@qs/i18n/create-i18n";
import { messages as spanish } from "@qs/i18n/locales/es/index";
import { SiteHarness } from "@qs/test-support/site-harness";
import { PartnerProvider, type PartnerView } from "@qs/ui/partner-context";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatEventSource } from "./chat-root";
import { chatSessionKey, chatStore } from "./chat-store";
import { ChatWidget } from "./chat-widget";
import { NotificationBell } from "./notification-bell";

/**
 * The chat widget and the bell as a visitor meets them, over a recording API: shown only when
 * the chat is available and the partner allows it, the pre-form with its topic chosen by the
 * path and the spec's messages, live replies from the event stream, the unread count, resuming
 * after a reload and ending the conversation.
 */

const ID = "6a1f0c7e-2b1d-4c8e-9f00-123456789abc";
const TOKEN = "T".repeat(43);
const AT = "2025-07-01T12:00:00.000Z";

interface Sent {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

function recordingApi(
  answers: Record<string, { status?: number; body: unknown }>,
  /** Answers wait for it (a slow network). */
  gate: Promise<void> = Promise.resolve(),
) {
  const sent: Sent[] = [];
  const client: ApiClient = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "0.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = new URL(String(input)).pathname;
      const headers = new Headers(init?.headers);
      sent.push({
        method,
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        authorization: headers.get("Authorization"),
      });
      const answer = answers[`${method} ${path}`];
      await gate;
      if (!answer)
        return new Response(JSON.stringify({ error: "Ruta no encontrada" }), { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }) as typeof fetch,
  });
  return { client, sent };
}

const message = (id: number, author: ChatMessage["author"], body: string): ChatMessage => ({
  id,
  author,
  body,
  createdAt: AT,
  readAt: null,
});

const AVAILABLE = { "GET /api/chat/available": { body: { data: { active: true } } } };

/** An event stream the test writes into. */
class FakeEventSource implements ChatEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
}
const connect = (url: string) => new FakeEventSource(url);
const lastStream = () => {
  const stream = FakeEventSource.opened.at(-1);
  if (!stream) throw new Error("no event stream opened");
  return stream;
};

function renderChat(
  api: ApiClient,
  { path = "/", partner = null }: { path?: string; partner?: PartnerView | null } = {},
) {
  return render(
    <SiteHarness apiClient={api} initialPath={path}>
      <PartnerProvider partner={partner}>
        <NotificationBell />
        <ChatWidget connect={connect} />
      </PartnerProvider>
    </SiteHarness>,
  );
}

/** The bell as the server renders it in the header, under a partner or none. */
function bellOnServer(partner: PartnerView | null = null): string {
  return renderToString(
    <I18nextProvider i18n={createI18n("es", undefined, { es: spanish })}>
      <PartnerProvider partner={partner}>
        <NotificationBell />
      </PartnerProvider>
    </I18nextProvider>,
  );
}

const launcher = () => screen.findByRole("button", { name: /Chatea con un asesor/ });

afterEach(() => {
  chatStore.clear();
  sessionStorage.clear();
  FakeEventSource.opened = [];
});

describe("the chat widget", () => {
  it("renders only the bell's place on the server, and nothing once the chat is not available", async () => {
    const { client, sent } = recordingApi({
      "GET /api/chat/available": { body: { data: { active: false } } },
    });
    // An empty box the size of the bell, hidden from assistive technology: the header keeps
    // its layout when the bell appears. The widget itself renders nothing on the server.
    expect(bellOnServer()).toBe(
      '<span class="qs-bell qs-bell--pending" aria-hidden="true"></span>',
    );

    const { container } = renderChat(client);
    await waitFor(() => expect(sent.map((s) => s.path)).toContain("/api/chat/available"));
    await waitFor(() => expect(chatStore.get().offered).toBe(false));
    expect(container.querySelector(".qs-bell")).toBeNull();
    expect(screen.queryByRole("button", { name: /Chatea con un asesor/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Notificaciones/ })).toBeNull();
  });

  it("keeps the bell's place until the chat is offered, then shows the bell in it", async () => {
    let answer = () => {};
    const { client, sent } = recordingApi(
      AVAILABLE,
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const { container } = renderChat(client);
    await waitFor(() => expect(sent.map((s) => s.path)).toContain("/api/chat/available"));
    expect(chatStore.get().offered).toBeNull();
    expect(container.querySelector(".qs-bell--pending")).not.toBeNull();
    expect(screen.queryByRole("button", { name: /Notificaciones/ })).toBeNull();
    answer();
    expect(await screen.findByRole("button", { name: /Notificaciones/ })).toHaveClass("qs-bell");
    expect(container.querySelector(".qs-bell--pending")).toBeNull();
  });

  it("stays hidden under a partner that switched the chat off", async () => {
    const { client } = recordingApi(AVAILABLE);
    const partner: PartnerView = {
      kind: "subdomain",
      name: "Banco Andino",
      subdomain: "bancoandino",
      token: null,
      data: { allowedUrls: [], subdomainLayout: { chatEnabled: false } },
    };
    // No place is kept for a bell the partner switched off.
    expect(bellOnServer(partner)).toBe("");
    render(
      <SiteHarness apiClient={client}>
        <PartnerProvider partner={partner}>
          <ChatWidget connect={connect} />
        </PartnerProvider>
        <PartnerProvider partner={null}>
          <ChatWidget connect={connect} />
        </PartnerProvider>
      </SiteHarness>,
    );
    // The country's own widget appears; the partner's never does.
    await launcher();
    expect(screen.getAllByRole("button", { name: /Chatea con un asesor/ })).toHaveLength(1);
  });

  it("preselects the topic the path names and checks the pre-form with the spec's messages", async () => {
    const { client, sent } = recordingApi(AVAILABLE);
    renderChat(client, { path: "/Comparar/Seguros-de-Vida" });
    fireEvent.click(await launcher());
    const dialog = await screen.findByRole("dialog", { name: "Chat con un asesor" });
    const topic = within(dialog).getByLabelText("Tema") as HTMLSelectElement;
    expect(topic.value).toBe("1");
    expect(topic.selectedOptions[0]?.textContent).toBe("Seguros de vida y de viaje");

    fireEvent.change(within(dialog).getByLabelText("Correo electrónico"), {
      target: { value: "maria@example" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Iniciar chat" }));
    expect(within(dialog).getByLabelText("Nombre")).toHaveAccessibleDescription("campo requerido");
    expect(within(dialog).getByLabelText("Teléfono")).toHaveAccessibleDescription(
      "campo requerido",
    );
    expect(within(dialog).getByLabelText("Correo electrónico")).toHaveAccessibleDescription(
      "Por favor, ingrese su dirección de correo electrónico válido",
    );
    expect(sent.filter((s) => s.method === "POST")).toEqual([]);
  });

  it("preselects no topic where the path names none", async () => {
    const { client } = recordingApi(AVAILABLE);
    renderChat(client, { path: "/Politicas" });
    fireEvent.click(await launcher());
    expect((await screen.findByLabelText("Tema")).closest("select")?.value).toBe("");
  });

  it("shows the chat's privacy notice, sends the version shown and links the conversation to 'Mis datos'", async () => {
    const { client, sent } = recordingApi({
      ...AVAILABLE,
      "GET /api/consents/current": {
        body: {
          data: {
            purpose: "chat",
            version: "chat-2026-11",
            law: "Ley 1581 de 2012",
            language: "es",
            text: "Aviso de privacidad del chat\n\nQué datos: tu nombre, tu correo y tu teléfono.",
            publishedAt: "2026-11-25T00:00:00.000Z",
          },
        },
      },
      "POST /api/chat/conversations": { status: 201, body: { data: { id: ID, token: TOKEN } } },
    });
    renderChat(client, { path: "/Comparar/Seguros-de-Vida" });
    fireEvent.click(await launcher());
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(/Usamos tus datos solo para responderte por este chat/),
    ).toBeInTheDocument();
    // The registry's whole text, folded under the sentence.
    fireEvent.click(await within(dialog).findByText("Leer el aviso de privacidad completo"));
    expect(within(dialog).getByText(/Qué datos: tu nombre/)).toBeInTheDocument();
    expect(sent.find((s) => s.path === "/api/consents/current")).toBeDefined();

    fireEvent.change(within(dialog).getByLabelText("Nombre"), { target: { value: "María" } });
    fireEvent.change(within(dialog).getByLabelText("Correo electrónico"), {
      target: { value: "maria@example.com" },
    });
    fireEvent.change(within(dialog).getByLabelText("Teléfono"), {
      target: { value: "3001234567" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Iniciar chat" }));
    await within(dialog).findByLabelText("Tu mensaje");
    expect(sent.find((s) => s.path === "/api/chat/conversations")?.body).toMatchObject({
      consentVersion: "chat-2026-11",
    });
    const link = within(dialog).getByRole("link", { name: /esta conversación en «Mis datos»/ });
    expect(link.getAttribute("href")).toBe(`/mis-datos#codigo=${TOKEN}`);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("opens the conversation, shows an advisor's reply live and counts it on the bell until read", async () => {
    const { client, sent } = recordingApi({
      ...AVAILABLE,
      "POST /api/chat/conversations": { status: 201, body: { data: { id: ID, token: TOKEN } } },
      [`POST /api/chat/conversations/${ID}/messages`]: {
        status: 201,
        body: { data: message(1, "visitor", "Hola, busco un seguro de vida") },
      },
      [`POST /api/chat/conversations/${ID}/read`]: {
        body: { data: { id: ID, topic: 1, closedAt: null, messages: [] } },
      },
    });
    renderChat(client, { path: "/Comparar/Seguros-de-Vida" });
    fireEvent.click(await launcher());
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Nombre"), { target: { value: "María" } });
    fireEvent.change(within(dialog).getByLabelText("Correo electrónico"), {
      target: { value: "maria@example.com" },
    });
    fireEvent.change(within(dialog).getByLabelText("Teléfono"), {
      target: { value: "3001234567" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Iniciar chat" }));
    const box = await within(dialog).findByLabelText("Tu mensaje");
    expect(sent.find((s) => s.path === "/api/chat/conversations")?.body).toEqual({
      name: "María",
      email: "maria@example.com",
      phone: "3001234567",
      topic: 1,
      language: "ES",
      path: "/Comparar/Seguros-de-Vida",
    });
    expect(JSON.parse(sessionStorage.getItem(chatSessionKey("CO")) ?? "null")).toEqual({
      id: ID,
      token: TOKEN,
    });
    const stream = lastStream();
    expect(stream.url).toContain(`/api/chat/conversations/${ID}/events?`);
    expect(new URL(stream.url).searchParams.get("token")).toBe(TOKEN);

    fireEvent.change(box, { target: { value: "Hola, busco un seguro de vida" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar" }));
    const log = within(dialog).getByRole("log");
    await within(log).findByText("Hola, busco un seguro de vida");
    expect(sent.find((s) => s.path.endsWith("/messages"))?.authorization).toBe(`Bearer ${TOKEN}`);

    // Minimised: a reply arrives and the bell counts it.
    fireEvent.click(within(dialog).getByRole("button", { name: "Minimizar el chat" }));
    stream.emit("message", message(2, "advisor", "¡Hola María! Soy Ana."));
    const bell = await screen.findByRole("button", {
      name: "Notificaciones: 1 mensaje sin leer",
    });
    expect(bell).toHaveTextContent("1");

    // Opening it shows the reply and marks it read.
    fireEvent.click(bell);
    expect(await screen.findByText("¡Hola María! Soy Ana.")).toBeVisible();
    await screen.findByRole("button", { name: "Notificaciones" });
    await waitFor(() =>
      expect(sent.find((s) => s.path.endsWith("/read"))?.body).toEqual({ upTo: 2 }),
    );
  });

  it("resumes this tab's conversation after a reload, streaming after its last message", async () => {
    sessionStorage.setItem(chatSessionKey("CO"), JSON.stringify({ id: ID, token: TOKEN }));
    const { client } = recordingApi({
      ...AVAILABLE,
      [`GET /api/chat/conversations/${ID}`]: {
        body: {
          data: {
            id: ID,
            topic: 1,
            closedAt: null,
            messages: [message(7, "visitor", "¿Siguen ahí?"), message(8, "advisor", "Sí, aquí")],
          },
        },
      },
      [`POST /api/chat/conversations/${ID}/read`]: {
        body: { data: { id: ID, topic: 1, closedAt: null, messages: [] } },
      },
    });
    renderChat(client);
    await screen.findByRole("button", { name: "Notificaciones: 1 mensaje sin leer" });
    expect(new URL(lastStream().url).searchParams.get("after")).toBe("8");
    fireEvent.click(await launcher());
    const log = await screen.findByRole("log");
    expect(within(log).getByText("¿Siguen ahí?")).toBeVisible();
    expect(within(log).getByText("Sí, aquí")).toBeVisible();
  });

  it("ends the conversation with the API's notice and brings the pre-form back", async () => {
    sessionStorage.setItem(chatSessionKey("CO"), JSON.stringify({ id: ID, token: TOKEN }));
    const { client, sent } = recordingApi({
      ...AVAILABLE,
      [`GET /api/chat/conversations/${ID}`]: {
        body: { data: { id: ID, topic: 4, closedAt: null, messages: [] } },
      },
      [`POST /api/chat/conversations/${ID}/close`]: {
        body: { data: { id: ID, topic: 4, closedAt: AT, messages: [] } },
      },
    });
    renderChat(client);
    await waitFor(() => expect(chatStore.get().session).not.toBeNull());
    fireEvent.click(await launcher());
    fireEvent.click(await screen.findByRole("button", { name: "Terminar chat" }));
    expect(await screen.findByRole("button", { name: "Iniciar chat" })).toBeVisible();
    await waitFor(() =>
      expect(sent.map((s) => `${s.method} ${s.path}`)).toContain(
        `POST /api/chat/conversations/${ID}/close`,
      ),
    );
    expect(sessionStorage.getItem(chatSessionKey("CO"))).toBeNull();
    expect(lastStream().closed).toBe(true);
  });

  it("shows the conversation as ended when the stream says so", async () => {
    sessionStorage.setItem(chatSessionKey("CO"), JSON.stringify({ id: ID, token: TOKEN }));
    const { client } = recordingApi({
      ...AVAILABLE,
      [`GET /api/chat/conversations/${ID}`]: {
        body: { data: { id: ID, topic: 4, closedAt: null, messages: [] } },
      },
    });
    renderChat(client);
    await waitFor(() => expect(chatStore.get().session).not.toBeNull());
    fireEvent.click(await launcher());
    lastStream().emit("closed", {});
    expect(await screen.findByText("La conversación terminó.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Iniciar otra conversación" })).toBeVisible();
  });
});
