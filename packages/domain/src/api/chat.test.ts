import { describe, expect, it } from "vitest";
import {
  CHAT_EMAIL_MESSAGE,
  CHAT_REQUIRED_MESSAGE,
  chatConversationRequestSchema,
  chatPreFormIssues,
} from "./chat";

const valid = { name: "María", email: "maria@example.com", phone: "3001234567", topic: 1 };

describe("the chat pre-form (reference-data spec §5)", () => {
  it("requires name, e-mail, phone and topic with 'campo requerido'", () => {
    expect(chatPreFormIssues({ name: " ", email: "", phone: "", topic: null })).toEqual({
      name: "campo requerido",
      email: "campo requerido",
      phone: "campo requerido",
      topic: "campo requerido",
    });
    expect(chatPreFormIssues(valid)).toEqual({});
  });

  it("refuses a malformed e-mail with the spec's message", () => {
    for (const email of ["maria@", "maria@example", "a b@example.com", "maria@example.c"]) {
      expect(chatPreFormIssues({ ...valid, email }), email).toEqual({
        email: "Por favor, ingrese su dirección de correo electrónico válido",
      });
    }
    expect(chatPreFormIssues({ ...valid, email: "m.j+chat@sub.example.co" })).toEqual({});
  });

  it("refuses a topic outside the five options", () => {
    expect(chatPreFormIssues({ ...valid, topic: 5 })).toEqual({ topic: CHAT_REQUIRED_MESSAGE });
    expect(chatPreFormIssues({ ...valid, topic: 4 })).toEqual({});
  });

  it("is refused by the API's schema with the same messages", () => {
    const empty = chatConversationRequestSchema.safeParse({ name: "", email: "", phone: "" });
    expect(
      Object.fromEntries(empty.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []),
    ).toEqual({
      name: CHAT_REQUIRED_MESSAGE,
      email: CHAT_REQUIRED_MESSAGE,
      phone: CHAT_REQUIRED_MESSAGE,
      topic: CHAT_REQUIRED_MESSAGE,
    });
    const email = chatConversationRequestSchema.safeParse({ ...valid, email: "maria@example" });
    expect(email.error?.issues.map((i) => i.message)).toEqual([CHAT_EMAIL_MESSAGE]);
    expect(chatConversationRequestSchema.parse(valid)).toMatchObject({ language: "ES", path: "/" });
  });
});
