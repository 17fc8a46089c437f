import { type ApiClient, createApiClient } from "@qs/api-client/api-client";

/** What a fixture answers for one path: a JSON body, or a status with an optional body, or never (loading). */
export type FixtureAnswer = { body: unknown; status?: number } | { pending: true };

export const sampleMenu = [
  {
    label: "Salud",
    url: "/Comparar",
    children: [
      { label: "Medicina Prepagada", url: "/Comparar/Medicina-Prepagada" },
      { label: "Pólizas de Salud", url: "/Comparar/Polizas-de-Salud" },
      { label: "EPS", url: "/Comparar/EPS" },
    ],
  },
  { label: "Empresas", url: "/Comparar/Empresas", children: [] },
  { label: "Mascotas", url: "/Comparar/Seguros-Mascotas", children: [] },
];

export const sampleContactInformation = [
  {
    name: "email",
    info: "ayuda@queseguro.co",
    link: "mailto:ayuda@queseguro.co",
    type: "contactos",
  },
  { name: "telefono", info: "+57 601 555 0199", link: "tel:+576015550199", type: "contactos" },
  {
    name: "whatsapp",
    info: "+57 300 555 0199",
    link: "https://wa.me/573005550199",
    type: "contactos",
  },
  {
    name: "instagram",
    info: "Instagram",
    link: "https://www.instagram.com/queseguro.co",
    type: "redesSociales",
  },
];

export const defaultFixtures: Record<string, FixtureAnswer> = {
  "/api/menu": { body: { data: sampleMenu, metadata: { demo: true } } },
  "/api/contactInformations": {
    body: { data: sampleContactInformation, metadata: { demo: true } },
  },
};

/**
 * An API client whose answers come from fixtures, for stories and component tests. A fixture
 * keyed 'METHOD /path' (DELETE /api/privacidad/mis-datos) answers that method only, before
 * one keyed by the path alone. `language` is the visitor's, as the site reads it;
 * `onNeverAnswered` is told of each request a `{ pending: true }` fixture leaves unanswered.
 */
export function createFixtureApi(
  fixtures: Record<string, FixtureAnswer> = defaultFixtures,
  language?: () => string | undefined,
  onNeverAnswered?: () => void,
): ApiClient {
  return createApiClient({
    baseUrl: "http://api.fixture",
    countryCode: "CO",
    version: "0.0.0",
    ...(language ? { language } : {}),
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const answer = fixtures[`${init?.method ?? "GET"} ${path}`] ?? fixtures[path];
      if (!answer)
        return new Response(JSON.stringify({ error: "Ruta no encontrada", path }), { status: 404 });
      if ("pending" in answer) {
        onNeverAnswered?.();
        return new Promise<Response>(() => {});
      }
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }) as typeof fetch,
  });
}
