import type { Duplex } from "node:stream";

/**
 * Options and guards of the Node HTTP server under the API. Node refuses a request head
 * over its `maxHeaderSize` itself, with an empty answer: the limit is raised so the API's
 * own 414 (address over 8 KB) answers long addresses in Spanish, and what Node still
 * refuses (a head over 32 KB, a malformed request) gets Spanish JSON too.
 */
export const NODE_SERVER_OPTIONS = { maxHeaderSize: 32 * 1024 } as const;

const CLIENT_ERRORS: Record<string, { status: string; error: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: "431 Request Header Fields Too Large",
    error: "Los encabezados de la solicitud son demasiado grandes",
  },
  default: { status: "400 Bad Request", error: "Solicitud mal formada" },
};

/** Answers what Node's parser refuses with Spanish JSON instead of an empty reply. */
export function answerClientErrors(server: {
  on(event: "clientError", listener: (error: Error, socket: Duplex) => void): unknown;
}): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const { status, error: message } =
      CLIENT_ERRORS[error.code ?? ""] ??
      (CLIENT_ERRORS.default as { status: string; error: string });
    const body = JSON.stringify({ error: message });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
