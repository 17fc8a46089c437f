import { describe, expect, it } from "vitest";
import { apiProcesses } from "./config";

describe("API_PROCESSES", () => {
  it("is one process unless told, and several only on PostgreSQL", () => {
    expect(apiProcesses(undefined, undefined)).toBe(1);
    expect(apiProcesses(undefined, " ")).toBe(1);
    expect(apiProcesses("postgres://db/app", "2")).toBe(2);
    expect(apiProcesses(undefined, "1")).toBe(1);
    expect(() => apiProcesses(undefined, "2")).toThrow(/needs DATABASE_URL/);
    for (const wrong of ["0", "-1", "1.5", "dos", "65"]) {
      expect(() => apiProcesses("postgres://db/app", wrong)).toThrow(/API_PROCESSES/);
    }
  });
});
