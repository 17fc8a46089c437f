import type { UfValue } from "@qs/domain/api/reference-answers";
import { describe, expect, it, vi } from "vitest";
import { loadUfValue, type UfValueSources } from "./uf-value";

const PRIMARY: UfValue = { value: 39500.25, date: "2026-11-21" };
const SECONDARY: UfValue = { value: 39480.1, date: "2026-11-20" };
const STORED: UfValue = { value: 39300, date: "2026-11-02" };

const failing = () => Promise.reject(new Error("network down"));

function sources(overrides: Partial<UfValueSources> = {}) {
  const base = {
    fetchPrimary: vi.fn<UfValueSources["fetchPrimary"]>(() => Promise.resolve(PRIMARY)),
    fetchSecondary: vi.fn<UfValueSources["fetchSecondary"]>(() => Promise.resolve(SECONDARY)),
    readStored: vi.fn<UfValueSources["readStored"]>(() => STORED),
    store: vi.fn<UfValueSources["store"]>(() => undefined),
    sleep: vi.fn<UfValueSources["sleep"]>(() => Promise.resolve()),
    onError: vi.fn<NonNullable<UfValueSources["onError"]>>(),
  };
  return { ...base, ...overrides } as typeof base;
}

describe("loadUfValue", () => {
  it("takes the primary source's value, says so with its date, and stores it", async () => {
    const deps = sources();
    await expect(loadUfValue(deps)).resolves.toEqual({
      value: 39500.25,
      date: "2026-11-21",
      source: "primary",
      primaryAttempts: 1,
    });
    expect(deps.store).toHaveBeenCalledWith(PRIMARY);
    expect(deps.fetchSecondary).not.toHaveBeenCalled();
    expect(deps.sleep).not.toHaveBeenCalled();
  });

  it("retries the primary source 1 s apart and succeeds on the third try", async () => {
    const fetchPrimary = vi
      .fn<UfValueSources["fetchPrimary"]>()
      .mockRejectedValueOnce(new Error("1"))
      .mockRejectedValueOnce(new Error("2"))
      .mockResolvedValueOnce(PRIMARY);
    const deps = sources({ fetchPrimary });
    const result = await loadUfValue(deps);
    expect(result).toMatchObject({ source: "primary", primaryAttempts: 3 });
    expect(deps.sleep.mock.calls).toEqual([[1000], [1000]]);
    expect(deps.fetchSecondary).not.toHaveBeenCalled();
  });

  it("makes exactly 3 primary tries, each failure reported as 'Error al obtener el valor de la UF', then uses the secondary source", async () => {
    const deps = sources({ fetchPrimary: vi.fn(failing) });
    const result = await loadUfValue(deps);
    expect(deps.fetchPrimary).toHaveBeenCalledTimes(3);
    expect(deps.sleep).toHaveBeenCalledTimes(2);
    expect(deps.onError).toHaveBeenCalledTimes(3);
    expect(deps.onError).toHaveBeenCalledWith(
      "Error al obtener el valor de la UF",
      expect.any(Error),
    );
    expect(result).toEqual({
      value: 39480.1,
      date: "2026-11-20",
      source: "secondary",
      primaryAttempts: 3,
    });
    expect(deps.store).toHaveBeenCalledWith(SECONDARY);
  });

  it("falls back to the stored value when both sources fail, without storing it again", async () => {
    const deps = sources({ fetchPrimary: vi.fn(failing), fetchSecondary: vi.fn(failing) });
    const result = await loadUfValue(deps);
    expect(result).toEqual({
      value: 39300,
      date: "2026-11-02",
      source: "stored",
      primaryAttempts: 3,
    });
    expect(deps.fetchSecondary).toHaveBeenCalledTimes(1);
    expect(deps.store).not.toHaveBeenCalled();
  });

  it("falls back to 39214.8 when nothing is stored", async () => {
    const deps = sources({
      fetchPrimary: vi.fn(failing),
      fetchSecondary: vi.fn(failing),
      readStored: vi.fn(() => null),
    });
    await expect(loadUfValue(deps)).resolves.toEqual({
      value: 39214.8,
      date: null,
      source: "default",
      primaryAttempts: 3,
    });
  });

  it("falls back to 39214.8 when the stored value cannot be read or is not a UF value", async () => {
    for (const readStored of [
      vi.fn<UfValueSources["readStored"]>(() => {
        throw new Error("storage blocked");
      }),
      vi.fn(() => ({ value: -3, date: "2026-11-02" })),
    ]) {
      const deps = sources({
        fetchPrimary: vi.fn(failing),
        fetchSecondary: vi.fn(failing),
        readStored,
      });
      await expect(loadUfValue(deps)).resolves.toMatchObject({ value: 39214.8, source: "default" });
    }
  });

  it("counts an answer that is not a UF value as a failed try", async () => {
    const fetchPrimary = vi
      .fn<UfValueSources["fetchPrimary"]>()
      .mockResolvedValueOnce({ value: 0, date: "2026-11-21" })
      .mockResolvedValueOnce({ value: 39500, date: "21-11-2026" })
      .mockResolvedValueOnce(PRIMARY);
    const deps = sources({ fetchPrimary });
    await expect(loadUfValue(deps)).resolves.toMatchObject({
      source: "primary",
      primaryAttempts: 3,
    });
  });

  it("returns the fetched value even when storing it fails", async () => {
    const deps = sources({ store: vi.fn(() => Promise.reject(new Error("quota"))) });
    await expect(loadUfValue(deps)).resolves.toMatchObject({ value: 39500.25, source: "primary" });
  });
});
