// `npm start`: install what is needed, build, and serve the product (the API
// on the embedded database and the four country sites), then print the addresses.
import { ensurePnpm, installDependencies, log, pnpm, root, servedApps, spawn } from "./setup.mjs";

const pnpmCmd = ensurePnpm();
installDependencies(pnpmCmd);

const apps = servedApps();
log("Building the sites and the API");
const filters = apps.flatMap((a) => ["--filter", a.name]);
if (
  pnpm(pnpmCmd, ["exec", "turbo", "run", "build", ...filters, "--output-logs=errors-only"]) !== 0
) {
  console.error("The build failed: see the messages above.");
  process.exit(1);
}

const children = apps.map((app) => {
  const child = spawn(pnpmCmd[0], [...pnpmCmd.slice(1), "--filter", app.name, "run", "serve"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(app.port) },
  });
  const prefix = `[${app.dir}] `;
  const relay = (stream, out) =>
    stream.on("data", (chunk) => {
      for (const line of String(chunk).split("\n"))
        if (line.trim()) out.write(prefix + line + "\n");
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on("exit", (code) => {
    if (code && !stopping) {
      console.error(`${app.label} stopped with code ${code}.`);
      stop(code);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

setTimeout(() => {
  const width = Math.max(...apps.map((a) => a.label.length));
  console.log("\nThe product is running:\n");
  for (const app of apps)
    console.log(`  ${app.label.padEnd(width)}  http://localhost:${app.port}/`);
  console.log("\nPress Ctrl+C to stop.\n");
}, 1500);
