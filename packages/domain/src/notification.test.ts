import { describe, expect, it } from "vitest";
import { notificationSchema } from "./notification";

describe("notificationSchema", () => {
  it("parses title and message, keeping unknown fields", () => {
    expect(
      notificationSchema.parse({ title: "Nuevo", message: "Revisa los planes 2025", id: 3 }),
    ).toEqual({
      title: "Nuevo",
      message: "Revisa los planes 2025",
      id: 3,
    });
  });

  it("refuses a notification without message", () => {
    expect(notificationSchema.safeParse({ title: "Nuevo" }).error?.issues[0]?.path).toEqual([
      "message",
    ]);
  });
});
