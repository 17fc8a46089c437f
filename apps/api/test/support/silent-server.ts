import { createServer as createTcpServer, type Socket } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * A TCP address that accepts connections and never answers: a database that hangs. Started
 * before the tests of the calling `describe` and closed after them.
 */
export function silentServer() {
  const server = createTcpServer((socket) => sockets.push(socket));
  const sockets: Socket[] = [];
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
  afterAll(async () => {
    cutConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  function cutConnections(): void {
    for (const socket of sockets) socket.destroy();
  }
  return {
    /** A PostgreSQL address of the silent server (once it listens). */
    databaseUrl(): string {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      return `postgres://postgres@127.0.0.1:${port}/qs`;
    },
    cutConnections,
  };
}
