import { describe, expect, it } from "vitest";
import { nextOperationDate, parseOperationDates } from "./next-operation-date";

const operationDates = ["20-1", "15-6", "10-12"];

describe("nextOperationDate", () => {
  it("past the operation day: first day of the month after next", () => {
    expect(nextOperationDate(new Date(2024, 5, 16), operationDates)).toEqual(new Date(2024, 7, 1));
  });

  it("on the operation day: first of next month", () => {
    expect(nextOperationDate(new Date(2024, 5, 15), operationDates)).toEqual(new Date(2024, 6, 1));
  });

  it("before the operation day: first of next month", () => {
    expect(nextOperationDate(new Date(2024, 5, 1), operationDates)).toEqual(new Date(2024, 6, 1));
  });

  it("crosses the year end", () => {
    expect(nextOperationDate(new Date(2024, 11, 11), operationDates)).toEqual(new Date(2025, 1, 1));
    expect(nextOperationDate(new Date(2024, 11, 10), operationDates)).toEqual(new Date(2025, 0, 1));
  });

  it("with no operation day for the current month: first of next month", () => {
    expect(nextOperationDate(new Date(2024, 2, 28), operationDates)).toEqual(new Date(2024, 3, 1));
  });
});

describe("parseOperationDates", () => {
  it("reads 'day-month' strings and skips malformed ones", () => {
    expect(parseOperationDates(["05-03", "15-6", "x", "32-1", "1-13", "7/8"])).toEqual([
      { day: 5, month: 3 },
      { day: 15, month: 6 },
    ]);
  });
});
