import { describe, expect, it } from "vitest";
import { chatLanguages, chatTheme } from "./chat-widget";

describe("chat widget settings", () => {
  it("speaks the three languages of the sites", () => {
    expect(chatLanguages).toEqual(["ES", "EN", "PT"]);
  });

  it("uses a blue theme 20rem wide", () => {
    expect(chatTheme).toEqual({ color: "blue", width: "20rem" });
  });
});
