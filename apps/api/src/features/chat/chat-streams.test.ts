import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/database";
import { ChatStreams, STREAMS_PER_CLIENT, STREAMS_PER_CONVERSATION } from "./chat-streams";

/**
 * A database that answers the process poll's two queries and counts them: the first asks for
 * the newest message id, every later one for the conversations with newer messages.
 */
function countingDatabase(newer: () => Array<{ conversationId: string; last: number }>) {
  let queries = 0;
  // A query builder: answers once, when awaited, whatever clauses were added.
  const chain = (answer: () => unknown): PromiseLike<unknown> & Record<string, unknown> => ({
    where: () => chain(answer),
    groupBy: () => chain(answer),
    // biome-ignore lint/suspicious/noThenProperty: drizzle's builders are awaited the same way.
    then: (resolve, reject) => Promise.resolve().then(answer).then(resolve, reject),
  });
  const db = {
    orm: {
      select: (fields: Record<string, unknown>) => ({
        from: () => {
          queries += 1;
          return "conversationId" in fields ? chain(newer) : chain(() => [{ last: 10 }]);
        },
      }),
    },
    listen: async () => async () => undefined,
  } as unknown as Database;
  return { db, queries: () => queries };
}

describe("ChatStreams", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("polls the database once per interval for every open stream of the process together", async () => {
    vi.useFakeTimers();
    let pending = [{ conversationId: "c-7", last: 11 }];
    const { db, queries } = countingDatabase(() => {
      const answer = pending;
      pending = [];
      return answer;
    });
    const streams = new ChatStreams(db, 1000);
    const stop = new AbortController();
    const waits = Array.from({ length: 50 }, (_, index) =>
      streams.wait(index === 0 ? "c-7" : `c-${index + 100}`, 10, 60_000, stop.signal),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(queries()).toBe(1);
    // The first poll learns where the messages are, and lets every stream read once.
    expect(await Promise.all(waits)).toEqual(Array(50).fill(true));
    const again = Array.from({ length: 50 }, (_, index) =>
      streams.wait(index === 0 ? "c-7" : `c-${index + 100}`, 10, 60_000, stop.signal),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(queries()).toBe(2);
    // Only the conversation with a newer message is woken; the others wait on.
    expect(await again[0]).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(queries()).toBe(5);
    stop.abort();
    expect(await Promise.all(again.slice(1))).toEqual(Array(49).fill(false));
    await streams.close();
  });

  it("admits a few streams per conversation and per client, and one more once one ends", () => {
    const { db } = countingDatabase(() => []);
    const streams = new ChatStreams(db, 1000, 100);
    const tabs = Array.from({ length: STREAMS_PER_CONVERSATION }, () =>
      streams.admit("c-1", "visitor-a"),
    );
    expect(tabs.every(Boolean)).toBe(true);
    expect(streams.admit("c-1", "visitor-b")).toBeNull();
    tabs[0]?.();
    tabs[0]?.();
    expect(streams.admit("c-1", "visitor-b")).not.toBeNull();
    expect(streams.admit("c-1", "visitor-b")).toBeNull();

    const many = Array.from({ length: STREAMS_PER_CLIENT }, (_, index) =>
      streams.admit(`client-c-${index}`, "visitor-c"),
    );
    expect(many.every(Boolean)).toBe(true);
    expect(streams.admit("client-c-x", "visitor-c")).toBeNull();
  });

  it("refuses past the process's ceiling", () => {
    const { db } = countingDatabase(() => []);
    const streams = new ChatStreams(db, 1000, 2);
    expect(streams.admit("a", "1")).not.toBeNull();
    expect(streams.admit("b", "2")).not.toBeNull();
    expect(streams.admit("c", "3")).toBeNull();
  });
});
