import { chatConversationParamsSchema } from "@qs/domain/api/chat";
import { clientKeyOf } from "@qs/visitor-address/client-address";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { clientAddress } from "../../http/client-identity";
import { refusalOf } from "../../http/domain-errors";
import { NO_STORE } from "../../http/private-reply";
import { HttpError } from "../../http/reply";
import { logger } from "../../logger";
import type { ServerDeps } from "../../server-deps";
import {
  conversationById,
  conversationByToken,
  MESSAGES_PAGE,
  type MessageRow,
  messagesAfter,
  visitorMessage,
} from "./chat-store";

/**
 * The conversation's event stream (Server-Sent Events). The token and the conversation are
 * checked before the stream opens, so a refusal is an ordinary JSON 401/404. Then the stream
 * sends every message after the last one the browser has (Last-Event-ID, else `after`),
 * waits for the next (woken by a notification, or by the process's one poll: the database is
 * the only shared state, so any API process can serve any stream; see ChatStreams), and
 * repeats until the browser leaves, the conversation ends, the stream's lifetime is over or
 * the process stops. A stream is admitted only under the caps per conversation, client and
 * process (429 otherwise).
 */

export const CHAT_STREAMS_LIMIT_MESSAGE =
  "Hay demasiadas conexiones abiertas a este chat. Cierra otras pestañas e inténtalo de nuevo.";

export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; EventSource reconnects with Last-Event-ID. */
export const STREAM_LIFETIME_MS = 10 * 60 * 1000;
/** How long the browser waits before reconnecting. */
const RETRY_MS = 2000;

function startAfter(c: Context): number {
  const raw = c.req.header("last-event-id") ?? c.req.query("after") ?? "0";
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export async function streamChatEvents(c: Context, deps: ServerDeps): Promise<Response> {
  const params = chatConversationParamsSchema.safeParse({ id: c.req.param("id") });
  let conversationId: string;
  try {
    if (!params.success) {
      throw new HttpError(404, { error: "Conversación no encontrada" }, NO_STORE);
    }
    conversationId = (await conversationByToken(deps.db.orm, params.data.id, c.req.query("token")))
      .id;
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return c.json(refusal.body, refusal.status as 401, refusal.headers);
    throw error;
  }
  return openChatStream(c, deps, conversationId, visitorMessage);
}

/**
 * The stream of a conversation already allowed: the visitor's (by its token, above) or an
 * advisor's in the back office (their session and permission, `chat-routes.ts`), each with
 * its own view of a message.
 */
export function openChatStream(
  c: Context,
  deps: ServerDeps,
  conversationId: string,
  toMessage: (row: MessageRow) => unknown,
): Response {
  const { chatStreams } = deps.state;
  const release = chatStreams.admit(
    conversationId,
    clientKeyOf(clientAddress(c, deps.state.clientIdentity)),
  );
  if (!release) {
    return c.json({ error: CHAT_STREAMS_LIMIT_MESSAGE }, 429, {
      ...NO_STORE,
      "Retry-After": String(RETRY_MS / 1000),
    });
  }
  chatStreams.listen();
  let lastId = startAfter(c);
  c.header("Cache-Control", "no-store");
  // Proxies (nginx) must pass each event on as it is written.
  c.header("X-Accel-Buffering", "no");

  return streamSSE(c, async (stream) => {
    const stop = new AbortController();
    stream.onAbort(() => stop.abort());
    c.req.raw.signal?.addEventListener("abort", () => stop.abort(), { once: true });
    const endsAt = performance.now() + STREAM_LIFETIME_MS;
    let lastWrite = performance.now();
    // Only a stream that was woken reads: one left alone costs the database nothing.
    let read = true;
    try {
      await stream.write(`retry: ${RETRY_MS}\n\n`);
      while (!stop.signal.aborted && !chatStreams.closing.aborted && performance.now() < endsAt) {
        if (read) {
          const rows = await messagesAfter(deps.db.orm, conversationId, lastId);
          for (const row of rows) {
            await stream.writeSSE({
              event: "message",
              id: String(row.id),
              data: JSON.stringify(toMessage(row)),
            });
            lastId = row.id;
            lastWrite = performance.now();
          }
          if (rows.length < MESSAGES_PAGE) {
            const conversation = await conversationById(deps.db.orm, conversationId);
            if (!conversation || conversation.closedAt) {
              await stream.writeSSE({ event: "closed", data: "{}" });
              break;
            }
          } else {
            // A full page: more are waiting, read on without waiting.
            continue;
          }
        }
        if (performance.now() - lastWrite >= HEARTBEAT_MS) {
          await stream.write(": ping\n\n");
          lastWrite = performance.now();
        }
        const untilHeartbeat = Math.max(1, HEARTBEAT_MS - (performance.now() - lastWrite));
        const untilEnd = Math.max(1, endsAt - performance.now());
        read = await chatStreams.wait(
          conversationId,
          lastId,
          Math.min(untilHeartbeat, untilEnd),
          stop.signal,
        );
      }
    } catch (error) {
      // A browser gone mid-write, or the database closing on shutdown: the stream just ends.
      if (!stop.signal.aborted && !chatStreams.closing.aborted) {
        logger.warn({ err: error }, "Chat event stream failed");
      }
    } finally {
      release();
    }
  });
}
