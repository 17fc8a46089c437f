import { describe, expect, it } from "vitest";
import {
  checkMinimumEmployees,
  collectiveWarningMinimum,
  isCollectiveType,
  parseEmployeeCount,
  splitCoverShare,
} from "./collective";

describe("collective minimum employees", () => {
  it("applies to insurance types 'SEGURO COLECTIVO' and 'EPS'", () => {
    expect(isCollectiveType("SEGURO COLECTIVO")).toBe(true);
    expect(isCollectiveType("EPS")).toBe(true);
    expect(isCollectiveType("eps")).toBe(true);
    expect(isCollectiveType("SEGURO INTERNACIONAL")).toBe(false);
    expect(isCollectiveType(undefined)).toBe(false);
  });
});

describe("collectiveWarningMinimum", () => {
  it("is the N of 'Plan para un mínimo de N empleados': the plan's minsubscribers", () => {
    expect(collectiveWarningMinimum(8)).toBe(8);
    expect(collectiveWarningMinimum("3")).toBe(3);
  });

  it("N defaults to 1", () => {
    expect(collectiveWarningMinimum(undefined)).toBe(1);
    expect(collectiveWarningMinimum("")).toBe(1);
    expect(collectiveWarningMinimum(0)).toBe(1);
  });
});

describe("employee counts", () => {
  it("strip thousand separators (dots)", () => {
    expect(parseEmployeeCount("1.250")).toBe(1250);
    expect(parseEmployeeCount("12")).toBe(12);
    expect(parseEmployeeCount("doce")).toBeNull();
    expect(parseEmployeeCount("")).toBeNull();
  });
});

describe("splitCoverShare", () => {
  it("splits a cost into company and worker parts by the employer percentage", () => {
    expect(splitCoverShare(200000, 70)).toEqual({ company: 140000, worker: 60000 });
  });

  it("0 and 100 give the whole cost to one side", () => {
    expect(splitCoverShare(150000, 0)).toEqual({ company: 0, worker: 150000 });
    expect(splitCoverShare(150000, 100)).toEqual({ company: 150000, worker: 0 });
  });

  it("holds percentages outside 0-100 to the nearest bound", () => {
    expect(splitCoverShare(1000, 120)).toEqual({ company: 1000, worker: 0 });
    expect(splitCoverShare(1000, -5)).toEqual({ company: 0, worker: 1000 });
  });
});

describe("checkMinimumEmployees", () => {
  it("holds the headcount to the plan's minsubscribers", () => {
    expect(checkMinimumEmployees(12, 10)).toEqual({ minimum: 10, headcount: 12, meets: true });
    expect(checkMinimumEmployees("10", "10")).toMatchObject({ meets: true });
    expect(checkMinimumEmployees(9, 10)).toEqual({ minimum: 10, headcount: 9, meets: false });
  });

  it("uses a minimum of 5 when the plan states none", () => {
    expect(checkMinimumEmployees(4, undefined)).toEqual({ minimum: 5, headcount: 4, meets: false });
    expect(checkMinimumEmployees(5, null)).toMatchObject({ minimum: 5, meets: true });
    expect(checkMinimumEmployees(5, -1)).toMatchObject({ minimum: 5 });
  });

  it("reads counts with thousand dots, and checks nothing without a headcount", () => {
    expect(checkMinimumEmployees("1.200", 1000)).toMatchObject({ headcount: 1200, meets: true });
    expect(checkMinimumEmployees(undefined, 10)).toBeNull();
    expect(checkMinimumEmployees("muchos", 10)).toBeNull();
  });
});
