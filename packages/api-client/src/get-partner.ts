import type { PartnerHtml } from "@qs/domain/api/partner";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { SubdomainData } from "@qs/domain/subdomain";
import { type ApiClient, ApiError } from "./api-client";

/**
 * The partner lookups (profile spec §7): a subdomain's data, an iframe token's data, and the
 * partner's sanitised header and footer HTML. Each answers null when the API does not know the
 * partner (404); any other failure throws, for the caller to decide.
 */

async function lookup<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /api/integration/iframe-subdomain?subdomain=&hostname= */
export function getPartnerBySubdomain(
  client: ApiClient,
  subdomain: string,
  hostname: string,
  signal?: AbortSignal,
): Promise<SubdomainData | null> {
  return lookup(async () => {
    const [{ json }, { dataEnvelopeSchema }, { subdomainDataSchema }] = await Promise.all([
      client.request(apiPath(apiPaths.integrationIframeSubdomain), {
        query: { subdomain, hostname },
        signal,
      }),
      import("@qs/domain/api/envelope"),
      import("@qs/domain/subdomain"),
    ]);
    return dataEnvelopeSchema(subdomainDataSchema).parse(json).data;
  });
}

/** GET /api/integration/iframe-token?token= */
export function getPartnerByToken(
  client: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<SubdomainData | null> {
  return lookup(async () => {
    const [{ json }, { dataEnvelopeSchema }, { iframeTokenDataSchema }] = await Promise.all([
      client.request(apiPath(apiPaths.integrationIframeToken), { query: { token }, signal }),
      import("@qs/domain/api/envelope"),
      import("@qs/domain/subdomain"),
    ]);
    return dataEnvelopeSchema(iframeTokenDataSchema).parse(json).data;
  });
}

/** GET /api/integration/partner-html?subdomain=|token= : sanitised by the API. */
export function getPartnerHtml(
  client: ApiClient,
  partner: { subdomain?: string | null; token?: string | null },
  signal?: AbortSignal,
): Promise<PartnerHtml | null> {
  return lookup(async () => {
    const [{ json }, { dataEnvelopeSchema }, { partnerHtmlSchema }] = await Promise.all([
      client.request(apiPath(apiPaths.integrationPartnerHtml), {
        query: partner.token ? { token: partner.token } : { subdomain: partner.subdomain },
        signal,
      }),
      import("@qs/domain/api/envelope"),
      import("@qs/domain/api/partner"),
    ]);
    return dataEnvelopeSchema(partnerHtmlSchema).parse(json).data;
  });
}
