import { gt, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/database";
import { chatMessages } from "../../db/schema";
import { logger } from "../../logger";

/**
 * What wakes the chat's event streams of one API process, and what they may cost.
 *
 * - One poll per process, not per stream: while any stream is open, the process asks the
 *   database every CHAT_POLL_MS which conversations have messages it has not seen (one query,
 *   whatever the number of streams) and wakes their streams, which then read their new
 *   messages. A stream served by one process so sees a message another process stored. Every
 *   stored message also notifies the `chat_message` channel (PostgreSQL NOTIFY, sent at commit;
 *   PGlite delivers it in the process), which wakes its streams at once.
 * - A stream that is not woken reads nothing: it only sends its heartbeat.
 * - Caps: a few streams per conversation (its tabs), a few more per client, and a ceiling per
 *   process; past them a new stream is refused (429) before it opens.
 *
 * On shutdown every stream ends, and the browser's EventSource reconnects to another process
 * with Last-Event-ID.
 */

const CHANNEL = "chat_message";

/** Streams one conversation may hold open at once (a visitor's tabs). */
export const STREAMS_PER_CONVERSATION = 3;
/** Streams one client (address) may hold open at once, over all its conversations. */
export const STREAMS_PER_CLIENT = 10;

type Waiter = { lastId: number; wake: () => void };

export class ChatStreams {
  readonly #waiters = new Map<string, Set<Waiter>>();
  readonly #closing = new AbortController();
  /** The newest message id the process poll has seen, per conversation it woke recently. */
  readonly #latest = new Map<string, number>();
  /** The newest message id of all, as the process poll last read it (null: not read yet). */
  #seenUpTo: number | null = null;
  #poll: ReturnType<typeof setTimeout> | null = null;
  #unlisten: Promise<(() => Promise<void>) | null> | null = null;
  readonly #open = {
    all: 0,
    conversations: new Map<string, number>(),
    clients: new Map<string, number>(),
  };

  constructor(
    readonly db: Database,
    readonly pollMs = 1000,
    readonly maxStreams = 2000,
  ) {}

  /** Aborts when the process stops: every stream ends. */
  get closing(): AbortSignal {
    return this.#closing.signal;
  }

  /**
   * Counts a new stream of `conversationId` from `client`; null when a cap is reached. The
   * answer releases it (once) when the stream ends.
   */
  admit(conversationId: string, client: string): (() => void) | null {
    const open = this.#open;
    const ofConversation = open.conversations.get(conversationId) ?? 0;
    const ofClient = open.clients.get(client) ?? 0;
    if (
      open.all >= this.maxStreams ||
      ofConversation >= STREAMS_PER_CONVERSATION ||
      ofClient >= STREAMS_PER_CLIENT
    ) {
      return null;
    }
    open.all += 1;
    open.conversations.set(conversationId, ofConversation + 1);
    open.clients.set(client, ofClient + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      open.all -= 1;
      const conversationLeft = (open.conversations.get(conversationId) ?? 1) - 1;
      if (conversationLeft > 0) open.conversations.set(conversationId, conversationLeft);
      else open.conversations.delete(conversationId);
      const clientLeft = (open.clients.get(client) ?? 1) - 1;
      if (clientLeft > 0) open.clients.set(client, clientLeft);
      else open.clients.delete(client);
    };
  }

  /** Wakes this process's streams of a conversation. */
  wake(conversationId: string): void {
    for (const waiter of this.#waiters.get(conversationId) ?? []) waiter.wake();
  }

  /** Subscribes to the channel once; without it the process poll still delivers. */
  listen(): void {
    this.#unlisten ??= this.db
      .listen(CHANNEL, (payload) => this.wake(payload))
      .catch((error: unknown) => {
        logger.warn({ err: error }, "Chat: LISTEN failed, polling only");
        return null;
      });
  }

  /**
   * Resolves true when a message of the conversation newer than `lastId` is stored (at once if
   * the process poll already saw one), false after `ms` or on `signal`.
   */
  wait(conversationId: string, lastId: number, ms: number, signal: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      let set = this.#waiters.get(conversationId);
      if (!set) {
        set = new Set();
        this.#waiters.set(conversationId, set);
      }
      const waiters = set;
      const finish = (woken: boolean) => {
        clearTimeout(timer);
        signal.removeEventListener("abort", ended);
        this.#closing.signal.removeEventListener("abort", ended);
        waiters.delete(waiter);
        if (waiters.size === 0 && this.#waiters.get(conversationId) === waiters) {
          this.#waiters.delete(conversationId);
        }
        resolve(woken);
      };
      const ended = () => finish(false);
      const waiter: Waiter = { lastId, wake: () => finish(true) };
      const timer = setTimeout(ended, ms);
      waiters.add(waiter);
      signal.addEventListener("abort", ended, { once: true });
      this.#closing.signal.addEventListener("abort", ended, { once: true });
      if (signal.aborted || this.#closing.signal.aborted) ended();
      else if ((this.#latest.get(conversationId) ?? 0) > lastId) waiter.wake();
      else this.#schedulePoll();
    });
  }

  /** Starts the process poll if a stream waits and none is scheduled. */
  #schedulePoll(): void {
    if (this.#poll || this.#closing.signal.aborted) return;
    this.#poll = setTimeout(() => {
      void this.#pollOnce().finally(() => {
        this.#poll = null;
        if (this.#waiters.size > 0) this.#schedulePoll();
      });
    }, this.pollMs);
  }

  /** One query for every stream of the process: which conversations have new messages. */
  async #pollOnce(): Promise<void> {
    try {
      if (this.#seenUpTo === null) {
        const [newest] = await this.db.orm
          .select({ last: sql<number | string | null>`max(${chatMessages.id})` })
          .from(chatMessages);
        // Streams read their history themselves; only messages from now on need waking. A
        // message stored before this first read is woken by its notification, or found by the
        // stream's own read when it opened.
        this.#seenUpTo = Number(newest?.last ?? 0);
        for (const conversationId of this.#waiters.keys()) this.wake(conversationId);
        return;
      }
      const rows = await this.db.orm
        .select({
          conversationId: chatMessages.conversationId,
          last: sql<number | string>`max(${chatMessages.id})`,
        })
        .from(chatMessages)
        .where(gt(chatMessages.id, this.#seenUpTo))
        .groupBy(chatMessages.conversationId);
      for (const conversationId of this.#latest.keys()) {
        if (!this.#waiters.has(conversationId)) this.#latest.delete(conversationId);
      }
      for (const row of rows) {
        const last = Number(row.last);
        this.#seenUpTo = Math.max(this.#seenUpTo, last);
        this.#latest.set(row.conversationId, last);
        for (const waiter of this.#waiters.get(row.conversationId) ?? []) {
          if (waiter.lastId < last) waiter.wake();
        }
      }
    } catch (error) {
      if (!this.#closing.signal.aborted) logger.warn({ err: error }, "Chat: poll failed");
    }
  }

  /** Ends every stream and stops listening (shutdown). */
  async close(): Promise<void> {
    this.#closing.abort();
    if (this.#poll) clearTimeout(this.#poll);
    const unlisten = await this.#unlisten;
    await unlisten?.().catch(() => undefined);
  }
}

/** Inside the transaction that stored a message: tells every process at commit. */
export async function notifyChatMessage(tx: Executor, conversationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${conversationId})`);
}
