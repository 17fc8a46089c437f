import { describe, expect, it } from "vitest";
import { dateTimeFormat, listFormat, numberFormat } from "./intl-formats";

describe("kept Intl formatters", () => {
  it("are made once per locale and options, and format as Intl does", () => {
    const options = { maximumFractionDigits: 1 };
    expect(numberFormat("es-CO", options)).toBe(
      numberFormat("es-CO", { maximumFractionDigits: 1 }),
    );
    expect(numberFormat("es-CO", options)).not.toBe(numberFormat("es-CL", options));
    expect(numberFormat("es-CO", options)).not.toBe(
      numberFormat("es-CO", { maximumFractionDigits: 2 }),
    );
    expect(numberFormat("es-CO", options).format(1234.56)).toBe("1.234,6");
    expect(listFormat("es", { type: "conjunction" }).format(["consultas", "exámenes"])).toBe(
      "consultas y exámenes",
    );
    expect(dateTimeFormat("es-CO", { dateStyle: "long", timeZone: "UTC" }).format(0)).toBe(
      "1 de enero de 1970",
    );
  });
});
