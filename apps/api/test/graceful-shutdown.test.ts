import { spawn } from "node:child_process";
import { type ClientRequest, type IncomingMessage, request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { packageRoot } from "../src/config";
import { EXIT_FATAL, EXIT_FORCED } from "../src/shutdown";
import {
  type ChildApi,
  connectionRefused,
  pgliteDataDir,
  startChildApi,
} from "./support/child-api";

/**
 * SIGTERM against the real server: it stops accepting, lets the request in flight finish,
 * closes idle keep-alive connections and exits 0 within 10 s; a request that outlives the
 * grace is cut and the exit code says so.
 *
 * The request in flight is a lead POST whose body is still being sent: it asks
 * `Expect: 100-continue`, so the server's "100 Continue" proves it holds the request before
 * the signal, and the rest of the body goes once the server has stopped listening.
 */

const leadBody = JSON.stringify({
  nombre: "Cliente Prueba",
  rutsolicitud: "1000001",
  email: "shutdown@example.com",
  telefono: "+573001234567",
  agree: true,
  origin: "/Comparar",
});
const splitAt = Math.floor(leadBody.length / 2);

interface InFlight {
  req: ClientRequest;
  response: Promise<{ status: number; body: string }>;
}

/** Starts the lead POST and resolves once the server answered 100 Continue to its head. */
async function startSlowPost(port: number): Promise<InFlight> {
  const req = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/solicitarplans",
    agent: false,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(leadBody),
      "X-Country": "CO",
      "x-qpversion": "shutdown-test",
      "Idempotency-Key": "shutdown-key-0001",
      Expect: "100-continue",
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once("response", (res: IncomingMessage) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.once("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.once("error", reject);
    });
    req.once("error", reject);
  });
  await new Promise<void>((resolve, reject) => {
    req.once("continue", () => resolve());
    req.once("error", reject);
    req.flushHeaders();
  });
  req.write(leadBody.slice(0, splitAt));
  return { req, response };
}

/** A keep-alive connection that made one request and now sits idle. */
async function idleKeepAlive(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, "127.0.0.1");
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
      if (answer.endsWith('{"status":"ok"}')) resolve();
    });
    socket.once("error", reject);
    socket.write(
      "GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n",
    );
  });
  return { socket, closed };
}

/** Resolves once nothing listens on the port any more. */
async function refusesConnections(port: number): Promise<void> {
  while (!(await connectionRefused(port))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("graceful shutdown on SIGTERM", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });

  async function start(env: Record<string, string> = {}): Promise<ChildApi> {
    const data = pgliteDataDir();
    cleanups.push(data.remove);
    const api = await startChildApi({ DATA_DIR: data.dataDir, DATABASE_URL: "", ...env });
    cleanups.push(() => api.child.kill("SIGKILL"));
    return api;
  }

  // How long each step may take is checked with fake timers in shutdown.test.ts; here the real
  // process shows the outcome: exit 0 means the request finished within the grace.
  it("finishes the request in flight, refuses new connections, closes idle ones and exits 0", {
    timeout: 200_000,
  }, async () => {
    const api = await start();
    const idle = await idleKeepAlive(api.port);
    const inFlight = await startSlowPost(api.port);

    api.child.kill("SIGTERM");
    await refusesConnections(api.port);
    // The idle keep-alive connection is closed while the request is still being sent.
    await idle.closed;

    inFlight.req.end(leadBody.slice(splitAt));
    const answer = await inFlight.response;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { code, signal } = await api.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(api.output()).toContain('"msg":"Stopped"');
  });

  it("cuts a request that outlives the grace and exits with the forced code", {
    timeout: 200_000,
  }, async () => {
    const api = await start({ SHUTDOWN_GRACE_MS: "300" });
    const inFlight = await startSlowPost(api.port);
    const cut = inFlight.response.then(
      () => "answered",
      () => "cut",
    );

    api.child.kill("SIGTERM");
    // The rest of the body never comes.
    expect(await cut).toBe("cut");
    const { code } = await api.exited;
    expect(code).toBe(EXIT_FORCED);
  });
});

describe("fatal errors", () => {
  /** Runs `fault` in a process with the API's fatal-error handlers; its exit code and output. */
  const runWithHandlers = (fault: string) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const script = [
        'import { logger } from "./src/logger.ts";',
        'import { exitOnFatalErrors } from "./src/shutdown.ts";',
        "exitOnFatalErrors(logger);",
        // Something keeps the process alive: only the handler ends it.
        "setInterval(() => {}, 1000);",
        fault,
      ].join("\n");
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "--input-type=module", "-e", script],
        { cwd: packageRoot, stdio: ["ignore", "pipe", "pipe"] },
      );
      let output = "";
      child.stdout.on("data", (chunk) => {
        output += String(chunk);
      });
      child.stderr.on("data", (chunk) => {
        output += String(chunk);
      });
      child.once("exit", (code) => resolve({ code, output }));
    });

  it("logs an unhandled rejection at fatal and exits non-zero", { timeout: 60_000 }, async () => {
    const { code, output } = await runWithHandlers(
      'void Promise.reject(new Error("Simulated fault"));',
    );
    expect(code).toBe(EXIT_FATAL);
    const line = JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
    expect(line).toMatchObject({
      level: "fatal",
      msg: "Unhandled promise rejection",
      err: { message: "Simulated fault" },
    });
  });

  it("logs an uncaught exception at fatal and exits non-zero", { timeout: 60_000 }, async () => {
    const { code, output } = await runWithHandlers(
      'setTimeout(() => { throw new Error("Simulated fault"); }, 0);',
    );
    expect(code).toBe(EXIT_FATAL);
    const line = JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
    expect(line).toMatchObject({ level: "fatal", msg: "Uncaught exception" });
  });
});
