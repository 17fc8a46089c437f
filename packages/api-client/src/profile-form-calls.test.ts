import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client";
import { getProfileForm } from "./get-profile-form";
import { submitProfileForm } from "./submit-profile-form";

function recording(body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "1.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof fetch,
  });
  return { client, calls };
}

describe("profile form calls", () => {
  it("ask for the form of a product type and read its rule set", async () => {
    const { client, calls } = recording({
      data: {
        profileForm: { profileFormFields: [{ fldName: "cotizante", elements: [] }] },
        validation: { formClass: "PerfilSaludCO", rules: [] },
      },
      metadata: { demo: true },
    });
    const form = await getProfileForm(client, "SEGURO SALUD");
    expect(calls[0]?.url).toContain("/api/profile-form/form?productTypeName=SEGURO+SALUD");
    expect(form.validation.invalidMessage).toBe("Perfil inválido");
    expect(form.profileForm.profileFormFields[0]?.fldName).toBe("cotizante");
  });

  it("post the form with the product type name and return the verdict", async () => {
    const { client, calls } = recording({
      data: { valid: true, ingresodatos: true, message: "ok", form: { cotizante_edad: 30 } },
      metadata: { demo: true },
    });
    const verdict = await submitProfileForm(client, { cotizante_edad: 30 }, "EPS");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      form: { cotizante_edad: 30 },
      productType: { name: "EPS" },
    });
    expect(verdict.valid).toBe(true);
  });
});
