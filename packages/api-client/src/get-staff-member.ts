import type { StaffMe } from "@qs/domain/api/back-office";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { ApiClient } from "./api-client";

/**
 * `GET /api/back-office/me` with a staff token: who it belongs to and what their role may do.
 * The staff pages (/internal-traffic, /forced-refresh, /pixels) check a token with it; a
 * wrong token is an ApiError 401 whose body carries the API's Spanish message. The token
 * travels only in the Authorization header.
 */
export async function getStaffMember(client: ApiClient, token: string): Promise<StaffMe> {
  const [{ json }, { staffMeSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.backOfficeMe), { accessToken: token }),
    import("@qs/domain/api/back-office"),
  ]);
  return staffMeSchema.parse(json);
}
