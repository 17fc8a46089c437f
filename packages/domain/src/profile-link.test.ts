import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decodeProfileLink, encodeProfileLink } from "./profile-link";

const profile = {
  ingresodatos: true,
  enPareja: false,
  cotizante: [{ sexo: "Masculino", edad: 27 }],
  cargas: [{ sexo: "Femenino", edad: 3, parentesco: "Hija" }],
  nombre: "Peñaloza Ñuñoa",
};

describe("profile link codec", () => {
  it("encodes the profile as base64 of its JSON", () => {
    // base64 of '{"edad":25}'
    expect(encodeProfileLink({ edad: 25 })).toBe("eyJlZGFkIjoyNX0=");
  });

  it("is UTF-8 safe: accents and ñ are encoded as UTF-8 and survive the round trip", () => {
    // base64 of the UTF-8 bytes of '{"nombre":"Peñaloza Ñuñoa"}'
    expect(encodeProfileLink({ nombre: "Peñaloza Ñuñoa" })).toBe(
      "eyJub21icmUiOiJQZcOxYWxvemEgw5F1w7FvYSJ9",
    );
    expect(decodeProfileLink("eyJub21icmUiOiJQZcOxYWxvemEgw5F1w7FvYSJ9")).toEqual({
      nombre: "Peñaloza Ñuñoa",
    });
    expect(decodeProfileLink(encodeProfileLink(profile))).toEqual(profile);
  });

  it("accepts '+' turned into spaces, URL-safe characters and missing padding", () => {
    const encoded = encodeProfileLink({ nombre: "José ~~~ ÿÿ>?" });
    const mangled = encoded.replace(/\+/g, " ").replace(/\//g, "_").replace(/=+$/, "");
    expect(decodeProfileLink(mangled)).toEqual({ nombre: "José ~~~ ÿÿ>?" });
  });

  it("returns null for invalid values and never throws", () => {
    expect(decodeProfileLink("%%%")).toBeNull();
    expect(decodeProfileLink("abcde")).toBeNull();
    // base64 of '{no json'
    expect(decodeProfileLink("e25vIGpzb24=")).toBeNull();
    // base64 of the bytes ff fe 7b, not valid UTF-8
    expect(decodeProfileLink("//57")).toBeNull();
    expect(decodeProfileLink("")).toBeNull();
    expect(decodeProfileLink(undefined)).toBeNull();
  });

  it("returns null for JSON that is not an object", () => {
    expect(decodeProfileLink(encodeProfileLink([1, 2]))).toBeNull();
    expect(decodeProfileLink(encodeProfileLink("perfil"))).toBeNull();
    expect(decodeProfileLink(encodeProfileLink(null))).toBeNull();
  });

  it("validates with a schema when given one", () => {
    const schema = z.object({ edad: z.number() });
    expect(decodeProfileLink(encodeProfileLink({ edad: 30 }), schema)).toEqual({ edad: 30 });
    expect(decodeProfileLink(encodeProfileLink({ edad: "x" }), schema)).toBeNull();
  });
});
