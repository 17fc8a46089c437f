import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { ApiClient } from "./api-client";

/**
 * The deployed version (profile spec §7 `GET /api/qp-version?_q={key}`): `_q` is a fresh key
 * on every call so no cache between the page and the API answers an old version.
 */
export async function getDeployedVersion(client: ApiClient, key: string): Promise<string> {
  const [{ json }, { qpVersionAnswerSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.qpVersion), { query: { _q: key } }),
    import("@qs/domain/api/reference-answers"),
  ]);
  return qpVersionAnswerSchema.parse(json)["qp-version"];
}
