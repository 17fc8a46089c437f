import { sql } from "drizzle-orm";
import type { Database, Executor } from "../db/database";
import { logger } from "../logger";

/**
 * What wakes the chat's event streams of one API process. A stream never relies on it alone:
 * it reads the database for messages after the last one it sent every CHAT_POLL_MS, so a
 * stream served by one process sees a message another process stored. Waking only makes it
 * sooner: every stored message notifies the `chat_message` channel (PostgreSQL NOTIFY, sent
 * at commit; PGlite delivers it in the process), and the streams of that conversation read
 * at once. On shutdown every stream ends, and the browser's EventSource reconnects to
 * another process with Last-Event-ID.
 */

const CHANNEL = "chat_message";

export class ChatStreams {
  readonly #waiters = new Map<string, Set<() => void>>();
  readonly #closing = new AbortController();
  #unlisten: Promise<(() => Promise<void>) | null> | null = null;

  constructor(readonly db: Database) {}

  /** Aborts when the process stops: every stream ends. */
  get closing(): AbortSignal {
    return this.#closing.signal;
  }

  /** Wakes this process's streams of a conversation. */
  wake(conversationId: string): void {
    for (const wake of this.#waiters.get(conversationId) ?? []) wake();
  }

  /** Subscribes to the channel once; without it the streams still poll. */
  listen(): void {
    this.#unlisten ??= this.db
      .listen(CHANNEL, (payload) => this.wake(payload))
      .catch((error: unknown) => {
        logger.warn({ err: error }, "Chat: LISTEN failed, polling only");
        return null;
      });
  }

  /** Resolves after `ms`, when a message of the conversation is stored, or on `signal`. */
  wait(conversationId: string, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      let set = this.#waiters.get(conversationId);
      if (!set) {
        set = new Set();
        this.#waiters.set(conversationId, set);
      }
      const waiters = set;
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", done);
        this.#closing.signal.removeEventListener("abort", done);
        waiters.delete(done);
        if (waiters.size === 0 && this.#waiters.get(conversationId) === waiters) {
          this.#waiters.delete(conversationId);
        }
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
      signal.addEventListener("abort", done, { once: true });
      this.#closing.signal.addEventListener("abort", done, { once: true });
      if (signal.aborted || this.#closing.signal.aborted) done();
    });
  }

  /** Ends every stream and stops listening (shutdown). */
  async close(): Promise<void> {
    this.#closing.abort();
    const unlisten = await this.#unlisten;
    await unlisten?.().catch(() => undefined);
  }
}

/** Inside the transaction that stored a message: tells every process at commit. */
export async function notifyChatMessage(tx: Executor, conversationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${conversationId})`);
}
