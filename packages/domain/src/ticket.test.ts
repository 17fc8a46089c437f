import { describe, expect, it } from "vitest";
import { ticketSchema, ticketStatusLabels, ticketStatusSchema } from "./ticket";

describe("ticketSchema", () => {
  it("parses a ticket and keeps unknown fields", () => {
    expect(
      ticketSchema.parse({ id: 501, subject: "Cambio de plan", status: "hold", priority: "high" }),
    ).toMatchObject({
      status: "hold",
      priority: "high",
    });
  });

  it("refuses an unknown status", () => {
    expect(ticketSchema.safeParse({ id: 1, status: "closed" }).error?.issues[0]?.path).toEqual([
      "status",
    ]);
  });
});

describe("ticketStatusLabels", () => {
  it("shows each status with its Spanish label", () => {
    expect(ticketStatusSchema.options.map((status) => ticketStatusLabels[status])).toEqual([
      "Nuevo",
      "Abierto",
      "Pendiente",
      "En Espera",
      "Completado",
    ]);
  });
});
