import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LEAD_ATTRIBUTION_SAVE_DELAY_MS,
  LEAD_ATTRIBUTION_STORAGE_KEY,
  readLeadAttribution,
  recordLeadAttribution,
} from "./lead-attribution-store";

const stored = () => JSON.parse(localStorage.getItem(LEAD_ATTRIBUTION_STORAGE_KEY) ?? "null");

describe("lead-attribution store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it("writes a landing 2 s after it was recorded, and reads it at once", () => {
    recordLeadAttribution(
      { search: "?utm_source=mail" },
      "https://ref.example/",
      "_ga=GA1.2.11.22",
    );
    expect(readLeadAttribution()).toHaveLength(1);
    vi.advanceTimersByTime(LEAD_ATTRIBUTION_SAVE_DELAY_MS - 1);
    expect(stored()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(stored()).toEqual([
      expect.objectContaining({
        referrer: "https://ref.example/",
        infoGA: { objUrlParams: { utm_source: "mail" }, cid: "11.22" },
      }),
    ]);
  });

  it("keeps the newest 100 landings", () => {
    for (let n = 0; n < 103; n++) recordLeadAttribution({ search: `?utm_content=${n}` }, "", "");
    vi.advanceTimersByTime(LEAD_ATTRIBUTION_SAVE_DELAY_MS);
    const list = stored() as { infoGA: { objUrlParams: { utm_content: string } } }[];
    expect(list).toHaveLength(100);
    expect(list[0]?.infoGA.objUrlParams.utm_content).toBe("3");
    expect(readLeadAttribution()).toHaveLength(100);
  });

  it("reads a broken stored value as no landings", () => {
    localStorage.setItem(LEAD_ATTRIBUTION_STORAGE_KEY, "{not json");
    expect(readLeadAttribution()).toEqual([]);
  });
});
