// A throw-away PostgreSQL cluster on loopback for the API's external-database
// test run. Debian's server binaries, started by hand (no service manager).
import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findPostgresBin } from "./setup.mjs";

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function userId(name) {
  const r = spawnSync("id", ["-u", name], { encoding: "utf8" });
  return r.status === 0 ? Number(r.stdout.trim()) : null;
}

/** Starts a cluster and returns { url, stop }. Returns null when PostgreSQL is not installed. */
export async function startTestPostgres() {
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), "qs-pg-"));
  const asRoot = process.getuid?.() === 0;
  const pgUid = asRoot ? userId("postgres") : null;
  if (asRoot && pgUid !== null) {
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, pgUid, gid);
  }
  const as = (cmd, args) =>
    asRoot && pgUid !== null
      ? spawnSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], {
          encoding: "utf8",
        })
      : spawnSync(join(bin, cmd), args, { encoding: "utf8" });
  const data = join(dir, "data");
  const init = as("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C",
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const start = as("pg_ctl", [
    "-D",
    data,
    "-o",
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=on`,
    "-l",
    join(dir, "log"),
    "-w",
    "start",
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      as("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
