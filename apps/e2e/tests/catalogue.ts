import type { APIRequestContext } from "@playwright/test";
import { API_PORT } from "../sites";
import { expect } from "./fixtures";

/** The first health policy (insurer ASEG) the API lists for Colombia, and its detail path. */
export async function firstPolicyPath(request: APIRequestContext): Promise<string> {
  const params = new URLSearchParams({
    organizationTypes: "ASEG",
    organizationType: "ASEG",
    country: "CO",
  });
  const response = await request.get(`http://localhost:${API_PORT}/api/compare/products?${params}`);
  expect(response.ok()).toBe(true);
  const [item] = (
    (await response.json()) as {
      items: { url: string; organization: { metadata: { url: string } } }[];
    }
  ).items;
  if (!item) throw new Error("the API lists no health policy");
  return `/Seguros/${item.organization.metadata.url}/${item.url}`;
}
