// @ts-check
/**
 * The longest a test waits for a condition to come true: a guard against a hung test, not a
 * speed check. Turbo runs every package's tests side by side on a small machine, so a render, a
 * database notification or a proof-of-work loop can take seconds to get going; `vi.waitFor`'s own
 * default (1 s) and Testing Library's (1 s) are too short for that.
 */
export const CONDITION_TIMEOUT_MS = 15_000;

/** Options for `vi.waitFor`: poll every 50 ms, for at most `CONDITION_TIMEOUT_MS`. */
export const UNTIL = Object.freeze({ timeout: CONDITION_TIMEOUT_MS, interval: 50 });
