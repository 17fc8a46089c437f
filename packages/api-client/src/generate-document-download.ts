import type { DownloadLinkQueued } from "@qs/domain/api/document-download";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { DocumentDownloadRequest } from "@qs/domain/document";
import type { ApiClient } from "./api-client";

/**
 * Asks for a download link of a document sent to an e-mail
 * (POST /api/documentdownload/generate). Not retried: a 429 or 400 is the
 * answer to show, and the visitor can confirm again.
 */
export async function generateDocumentDownload(
  client: ApiClient,
  request: DocumentDownloadRequest,
  signal?: AbortSignal,
): Promise<DownloadLinkQueued | null> {
  const { json } = await client.request(apiPath(apiPaths.documentdownloadGenerate), {
    method: "POST",
    body: request,
    signal,
  });
  const data = (json as { data?: DownloadLinkQueued } | null)?.data;
  return data ?? null;
}
