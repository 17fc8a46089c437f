import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { DeletionReceipt, MyData } from "@qs/domain/api/privacy";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { dataOf } from "./data-answer";

/**
 * A visitor's privacy rights over what their access code reaches (GET, GET exportar and
 * DELETE /api/privacidad/mis-datos). The code is a capability: it travels only in the
 * Authorization header, never in the address. None of these calls is retried by itself:
 * each try counts against the API's per-client limit on privacy requests, and the page
 * offers its own retry.
 */

/**
 * Everything stored that the code reaches: the request, a chat conversation, an online
 * purchase, consents, feedback, messages, retention.
 */
export async function getMyData(
  client: ApiClient,
  accessToken: string,
  signal?: AbortSignal,
): Promise<MyData> {
  const [{ json }, { myDataSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.privacidadMisDatos), { accessToken, signal }),
    import("@qs/domain/api/privacy"),
  ]);
  return myDataSchema.parse(dataOf(json));
}

/**
 * The data of one code, never kept once no page shows it (gcTime 0) and always asked again
 * when shown (staleTime 0). The code is part of the key in memory only: the page asks for it
 * in the browser, so it never reaches the server-rendered cache.
 */
export function myDataQueryOptions(client: ApiClient, accessToken: string) {
  return queryOptions({
    queryKey: ["my-data", client.options.countryCode, accessToken],
    queryFn: ({ signal }) => getMyData(client, accessToken, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * The export (GET /api/privacidad/mis-datos/exportar) as a JSON file's contents. The answer
 * is checked against the contract but written as the API sent it, so the file keeps every
 * field, including any the site does not show.
 */
export async function exportMyData(
  client: ApiClient,
  accessToken: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const [{ json }, { myDataSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.privacidadMisDatosExportar), { accessToken, signal }),
    import("@qs/domain/api/privacy"),
  ]);
  myDataSchema.parse(dataOf(json) ?? json);
  return new Blob([`${JSON.stringify(json, null, 2)}\n`], { type: "application/json" });
}

/**
 * Erases everything the code reaches; the code stops working. `kept` lists what the law makes
 * the site keep (a purchase's order), with the reason.
 */
export async function deleteMyData(
  client: ApiClient,
  accessToken: string,
  signal?: AbortSignal,
): Promise<DeletionReceipt> {
  const [{ json }, { deletionReceiptSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.privacidadMisDatos), { method: "DELETE", accessToken, signal }),
    import("@qs/domain/api/privacy"),
  ]);
  return deletionReceiptSchema.parse(dataOf(json));
}
