import { afterEach, describe, expect, it, vi } from "vitest";
import { saveFile } from "./save-file";

const { createObjectURL, revokeObjectURL } = URL;

describe("saveFile", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it("clicks a download link to an object URL, and revokes the URL once the download began", () => {
    vi.useFakeTimers();
    const created = vi.fn(() => "blob:http://site.test/quote");
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const blob = new Blob(["%PDF"], { type: "application/pdf" });
    saveFile(blob, "cotizacion-2026-11-24.pdf");
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe("cotizacion-2026-11-24.pdf");
    expect(clicked[0]?.href).toBe("blob:http://site.test/quote");
    expect(document.querySelector("a[download]")).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revoked).toHaveBeenCalledWith("blob:http://site.test/quote");
  });
});
