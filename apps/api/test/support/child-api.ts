import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { packageRoot } from "../../src/config";

/**
 * The real server as a child process, for the tests that signal or kill it (the crash test,
 * the shutdown test, the keys of a server started bare): the bundle `npm run build` makes for
 * production, made once per test process into a folder of its own, so what is tested is what
 * runs, and each start does not compile the sources again (1.5 s a start on a quiet machine).
 */
let bundle: string | undefined;
function productionBundle(): string {
  if (bundle) return bundle;
  // Inside the package, where the bundle's imports of node_modules resolve; one folder per
  // test worker, made again by each run.
  const out = join(
    packageRoot,
    "node_modules",
    ".cache",
    "child-api",
    process.env.VITEST_POOL_ID ?? String(process.pid),
  );
  const built = spawnSync(process.execPath, ["scripts/build.mjs", "--out", out], {
    cwd: packageRoot,
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`The API did not build:\n${built.stderr}`);
  bundle = join(out, "main.js");
  return bundle;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Every client of these tests is 127.0.0.1: the per-client limits must not refuse them. */
const UNLIMITED_ENV = {
  LEADS_PER_CLIENT_PER_HOUR: "100000000",
  CONTACTS_PER_CLIENT_PER_HOUR: "100000000",
  FEEDBACKS_PER_CLIENT_PER_HOUR: "100000000",
  SHARED_LINKS_PER_CLIENT_PER_HOUR: "100000000",
  DOWNLOAD_LINKS_PER_CLIENT_PER_DAY: "100000000",
  PRIVACY_REQUESTS_PER_CLIENT_PER_HOUR: "100000000",
  ROBOT_MAX_REQUESTS: "100000000",
};

export interface ChildApi {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the API on a free port and resolves once it listens. */
export async function startChildApi(env: Record<string, string>): Promise<ChildApi> {
  const port = await freePort();
  const child = spawn(process.execPath, [productionBundle()], {
    cwd: packageRoot,
    env: {
      ...process.env,
      ...UNLIMITED_ENV,
      RETENTION_INTERVAL_MINUTES: "0",
      LOG_LEVEL: "info",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes("API listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += String(chunk);
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code ?? signal}:\n${output}`));
    });
  });
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** A copy of the run's PGlite template (migrated, small catalogue) for a child server. */
export function pgliteDataDir(): { dataDir: string; remove(): void } {
  const dataDir = mkdtempSync(join(tmpdir(), "qs-api-child-"));
  cpSync(inject("pgliteTemplateDir"), dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Whether a TCP connection to the port is refused (nothing listens there). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}
