import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureIds } from "./fixtures/small-catalog";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

describe.each(databaseTargets())("shared links, partners and profile forms on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { sharedLinkHosts: ["localhost", "www.queseguro.com"] });
  });
  afterAll(async () => {
    await h?.close();
  });

  const profile = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 31 }] };

  describe("shared plan links", () => {
    it("stores a link of an approved host and resolves its code by POST and GET", async () => {
      const url = "https://www.queseguro.com/Seguros/Seguros-Andinos/Salud-Esencial";
      const created = await h.send("POST", "/api/buscarplanes/sharedinsurance", {
        url,
        decodedProfile: profile,
      });
      expect(created.status).toBe(201);
      const { data } = await created.json();
      // 16 random bytes: a code nobody finds by guessing, since the link may carry a profile.
      expect(data.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(data.shortPath).toBe(`/url/${data.code}`);
      expect(data.editToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const byPost = await h.send("POST", `/api/buscarplanes/sharedinsurance/${data.code}`);
      expect((await byPost.json()).data).toEqual({ code: data.code, url, decodedProfile: profile });
      const byGet = await h.get(`/api/buscarplanes/sharedinsurance/${data.code}`);
      expect((await byGet.json()).data.url).toBe(url);
    });

    it("refuses a URL whose host is not approved, or that is not an http(s) URL", async () => {
      for (const url of [
        "https://evil.example.com/Comparar",
        "https://www.queseguro.com.evil.com/x",
        "javascript:alert(1)",
        "/Comparar",
      ]) {
        const res = await h.send("POST", "/api/buscarplanes/sharedinsurance", { url });
        expect(res.status, url).toBe(400);
        expect(await res.json()).toEqual({
          error: "Datos inválidos",
          issues: [{ path: "url", message: "La URL debe ser de un dominio aprobado" }],
        });
      }
    });

    it("updates a link by its code with its edit token, 404 for an unknown code", async () => {
      const { data } = await (
        await h.send("POST", "/api/buscarplanes/sharedinsurance", {
          url: "http://localhost:5173/Comparar",
        })
      ).json();
      const updated = await h.send("PUT", "/api/buscarplanes/sharedinsurance", {
        sharedLink: data.code,
        editToken: data.editToken,
        url: "http://localhost:5173/Comparar/EPS",
        decodedProfile: profile,
      });
      expect(updated.status).toBe(200);
      const resolved = await (await h.get(`/api/buscarplanes/sharedinsurance/${data.code}`)).json();
      expect(resolved.data).toMatchObject({
        url: "http://localhost:5173/Comparar/EPS",
        decodedProfile: profile,
      });
      const missing = await h.send("PUT", "/api/buscarplanes/sharedinsurance", {
        sharedLink: "NoExiste99",
        editToken: data.editToken,
        url: "http://localhost:5173/x",
      });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "Enlace compartido no encontrado" });
    });

    it("shortens comparison URLs and resolves them by the last segment", async () => {
      const url = "https://www.queseguro.com/Comparar/Polizas-de-Salud?organizationIds=101";
      const created = await h.send("POST", "/api/buscarplanes/comparator-url", { url });
      expect(created.status).toBe(201);
      const { data } = await created.json();
      expect(data.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const resolved = await h.get(`/api/buscarplanes/comparator/url/${data.code}`);
      expect((await resolved.json()).data.url).toBe(url);
      // A comparison code is not a plan link.
      expect((await h.get(`/api/buscarplanes/sharedinsurance/${data.code}`)).status).toBe(404);
      expect(
        (await h.send("POST", "/api/buscarplanes/comparator-url", { url: "https://otro.com/x" }))
          .status,
      ).toBe(400);
    });
  });

  describe("partners", () => {
    it("answers the partner data of an iframe token", async () => {
      const res = await h.get(`/api/integration/iframe-token?token=${fixtureIds.partner.token}`);
      expect(res.status).toBe(200);
      const { data } = await res.json();
      expect(data).toMatchObject({
        allowedUrls: [fixtureIds.partner.allowedUrl],
        allowedOrganizations: [101],
        subdomain: "aliado",
        token: fixtureIds.partner.token,
      });
      const unknown = await h.get("/api/integration/iframe-token?token=otro");
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: "Socio no encontrado" });
      const missing = await h.get("/api/integration/iframe-token");
      expect((await missing.json()).issues).toEqual([
        { path: "token", message: "token es requerido" },
      ]);
    });

    it("answers the partner data of a subdomain, echoing the hostname", async () => {
      const res = await h.get(
        "/api/integration/iframe-subdomain?subdomain=ALIADO&hostname=aliado.queseguro.com",
      );
      const { data } = await res.json();
      expect(data).toMatchObject({
        referer: "aliado.queseguro.com",
        redirects: { defaultPath: "/Comparar" },
      });
      expect((await h.get("/api/integration/iframe-subdomain?subdomain=nadie")).status).toBe(404);
    });
  });

  describe("profile forms", () => {
    it("answers the form of a product type with its validation rules", async () => {
      const res = await h.get(
        "/api/profile-form/form?productTypeName=poliza%20de%20salud&refresh=1",
      );
      expect(res.status).toBe(200);
      const { data } = await res.json();
      expect(data.profileForm.profileFormFields.map((f: { fldName: string }) => f.fldName)).toEqual(
        ["cotizante", "cargas"],
      );
      expect(data.validation.formClass).toBe("FormSaludCO");
      const missing = await h.get("/api/profile-form/form");
      expect((await missing.json()).issues).toEqual([
        { path: "productTypeName", message: "productTypeName es requerido" },
      ]);
      expect((await h.get("/api/profile-form/form?productTypeName=SCTR")).status).toBe(404);
    });

    it("takes refresh as a flag only: free text would be a new cache entry per request", async () => {
      const junk = await h.get(
        "/api/profile-form/form?productTypeName=poliza%20de%20salud&refresh=a8f3c2",
      );
      expect(junk.status).toBe(400);
      expect((await junk.json()).issues).toEqual([
        { path: "refresh", message: "refresh solo admite 1 o 0" },
      ]);
    });

    it("answers the form's texts and the verdict's message in the language of lang", async () => {
      const sexOf = async (lang: string) => {
        const res = await h.get(
          `/api/profile-form/form?productTypeName=POLIZA%20DE%20SALUD&lang=${lang}`,
        );
        expect(res.status).toBe(200);
        const { data } = await res.json();
        return {
          element: data.profileForm.profileFormFields[0].elements[0],
          rules: data.validation,
        };
      };
      const english = await sexOf("en");
      expect(english.element).toMatchObject({
        label: "Sex",
        allowedValues: [
          { value: "Masculino", label: "Male" },
          { value: "Femenino", label: "Female" },
        ],
      });
      expect(JSON.stringify(english)).not.toContain("translations");
      expect(english.rules.rules[1].message).toBe("These fields were not filled in: {list}");
      // A text without a translation in the language stays Spanish.
      expect(english.rules.rules[2].message).toBe("Ingresa una edad entre 0 y 110 años");
      const spanish = await sexOf("es");
      expect(spanish.element.label).toBe("Sexo");
      expect(spanish.element.allowedValues[1].label).toBe("Femenino");
      expect((await sexOf("pt")).element.allowedValues[1].label).toBe("Feminino");

      const verdict = await h.send("POST", "/api/profile-form/data?lang=en", {
        form: {},
        productType: { name: "POLIZA DE SALUD" },
      });
      expect((await verdict.json()).data.message).toBe(
        "These fields were not filled in: cotizante_edad",
      );
      const refused = await h.get(
        "/api/profile-form/form?productTypeName=POLIZA%20DE%20SALUD&lang=fr",
      );
      expect(refused.status).toBe(400);
    });

    it("checks a submitted form: defaults, required fields and forbidden values", async () => {
      const submit = (form: Record<string, unknown>) =>
        h.send("POST", "/api/profile-form/data", {
          form,
          productType: { name: "POLIZA DE SALUD" },
        });
      const valid = (await (await submit({ cotizante_sexo: "", cotizante_edad: "30" })).json())
        .data;
      expect(valid).toMatchObject({
        valid: true,
        ingresodatos: true,
        message: "Se ingresaron todos los campos requeridos",
        form: { cotizante_sexo: "Masculino" },
      });
      const missing = (await (await submit({})).json()).data;
      expect(missing).toMatchObject({
        valid: false,
        ingresodatos: false,
        message: "No se ingresaron los siguientes campos: cotizante_edad",
      });
      const noEps = (await (await submit({ cotizante_edad: 30, eps_actual: "notengo" })).json())
        .data;
      expect(noEps.valid).toBe(false);
      expect(noEps.message).toBe(
        "No hay opciones de seguros o planes de salud disponibles para personas sin EPS",
      );
    });
  });
});
