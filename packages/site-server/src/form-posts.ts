/**
 * What a form sent without JavaScript must be before the renderer sees it (README "Forms sent
 * without JavaScript"): from a page of this very address (no other site may make a visitor's
 * browser send one: CSRF), a web form's body (urlencoded, UTF-8) and small.
 */

/** The largest form body read: the site's forms hold a few short fields and a message. */
export const FORM_BODY_LIMIT = 16 * 1024;

export const FORM_TEXTS = {
  notHere:
    "Esta página no recibe formularios. No guardamos nada de lo que enviaste: vuelve a la página, espera a que termine de cargar e inténtalo de nuevo.",
  crossSite:
    "Este formulario solo se puede enviar desde su propia página. No guardamos nada de lo que enviaste.",
  notAForm: "Esta página solo recibe formularios web (application/x-www-form-urlencoded, UTF-8).",
  tooLarge: "El formulario es demasiado grande. Acorta el mensaje y vuelve a enviarlo.",
} as const;

/**
 * True when the browser says the form comes from a page of the address it is sent to. A
 * browser names where a request comes from in `Sec-Fetch-Site` (only 'same-origin' is ours: a
 * partner's subdomain is 'same-site' and may not send for another address) and in `Origin`
 * (the page's scheme, host and port: its host must be the one the request is addressed to,
 * which the server already checked is one of the site's). A request that names neither, or
 * names an opaque origin ('null': a sandboxed frame, a redirect from elsewhere), is refused:
 * every browser the site supports sends them with a POST.
 */
export function isSameOriginForm(headers: {
  host: string | undefined;
  origin: string | undefined;
  fetchSite: string | undefined;
}): boolean {
  const { host, origin, fetchSite } = headers;
  if (fetchSite !== undefined && fetchSite.toLowerCase() !== "same-origin") return false;
  if (origin === undefined) return fetchSite !== undefined;
  if (host === undefined) return false;
  let from: URL;
  let own: string;
  try {
    from = new URL(origin);
    // The Host as the browser would write it in an Origin (default port dropped, lower case).
    own = new URL(`${from.protocol}//${host.trim()}`).host;
  } catch {
    return false;
  }
  if (from.protocol !== "http:" && from.protocol !== "https:") return false;
  return own === from.host;
}

/** True for a web form's body: urlencoded, in UTF-8 when a charset is named. */
export function isFormBody(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type, ...parameters] = contentType.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/x-www-form-urlencoded") return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split("=").map((part) => part.trim());
    return name !== "charset" || value?.replace(/"/g, "") === "utf-8";
  });
}

/**
 * The request's body, read up to `limit` bytes: null when it is longer (whatever its
 * Content-Length says, the reading stops there).
 */
export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A short Spanish HTML page for a refused form, with the way back to the page. */
export function refusedFormPage(title: string, text: string, backTo: string): string {
  const html = (value: string) =>
    value.replace(
      /[&<>"']/g,
      (char) =>
        ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
    );
  return `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${html(title)}</title></head><body><h1>${html(title)}</h1><p>${html(text)}</p><p><a href="${html(backTo)}">Volver a la página</a></p></body></html>`;
}
