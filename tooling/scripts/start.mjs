// `npm start`: install what is needed, build, and serve the product (the API
// on the embedded database with the demo catalogue, the four country sites,
// the built Storybook for designers and a mail catcher that shows every e-mail
// the demo sends), then print the addresses once every server answers.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET } from "./demo-staff.mjs";
import { ensurePnpm, installDependencies, log, pnpm, root, servedApps, spawn } from "./setup.mjs";

// API_PROCESSES and SITE_PROCESSES (default 1) start that many processes of the API and of
// each site, sharing its port; several API processes need PostgreSQL (DATABASE_URL).
const apiProcesses = Number(process.env.API_PROCESSES || "1");
if (apiProcesses > 1 && !process.env.DATABASE_URL) {
  console.error(
    "API_PROCESSES above 1 needs DATABASE_URL: the embedded database (PGlite) serves one process.",
  );
  process.exit(1);
}

const pnpmCmd = ensurePnpm();
installDependencies(pnpmCmd);

const apps = servedApps();
log("Building the API, the four sites, the back office and Storybook");
const filters = apps.flatMap((a) => ["--filter", a.name]);
if (
  pnpm(pnpmCmd, [
    "exec",
    "turbo",
    "run",
    "build",
    "build-storybook",
    ...filters,
    "--output-logs=errors-only",
  ]) !== 0
) {
  console.error("The build failed: see the messages above.");
  process.exit(1);
}

// A back-office token for this run (a member of staff with the BACKOFFICE role), unless the
// environment names its own staff: the demo's leads, orders and e-mails can be read with it.
const staffToken = randomBytes(24).toString("base64url");
const staffTokens = process.env.STAFF_TOKENS ?? `BACKOFFICE:backoffice@demo.local:${staffToken}`;

// The site service credential of this run: the sites' calls to the API name the visitor they
// render for with it, so the API counts each visitor and never a site server (a production
// deployment sets its own in the environment).
const siteServiceToken = process.env.SITE_SERVICE_TOKEN ?? randomBytes(32).toString("base64url");

// The mail catcher (MailDev): the API sends every e-mail to it over SMTP, and its page shows
// them, links included. Not when the environment names its own mail server or pickup directory.
const mailCatcher =
  !process.env.SMTP_URL && !process.env.MAIL_PICKUP_DIR
    ? {
        smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT || "1025"),
        webPort: Number(process.env.MAIL_CATCHER_WEB_PORT || "1080"),
      }
    : null;
const smtpUrl =
  process.env.SMTP_URL ?? (mailCatcher ? `smtp://127.0.0.1:${mailCatcher.smtpPort}` : undefined);

let stopping = false;
const children = [];
if (mailCatcher) {
  const catcher = spawn(
    join(root, "tooling/scripts/node_modules/.bin/maildev"),
    [
      "--smtp",
      String(mailCatcher.smtpPort),
      "--web",
      String(mailCatcher.webPort),
      "--ip",
      "127.0.0.1",
      "--web-ip",
      "127.0.0.1",
      "--max-emails",
      "500",
    ],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  catcher.on("exit", (code) => {
    if (!stopping) {
      console.error(`The mail catcher stopped (code ${code}).`);
      stop(code || 1);
    }
  });
  children.push(catcher);
}
for (const app of apps) {
  const child = spawn(pnpmCmd[0], [...pnpmCmd.slice(1), "--filter", app.name, "run", "serve"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(app.port),
      STAFF_TOKENS: staffTokens,
      SITE_SERVICE_TOKEN: siteServiceToken,
      DEMO_STAFF_PASSWORD,
      DEMO_STAFF_TOTP_SECRET,
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    },
    // Its own process group, so stopping takes pnpm's server process with it.
    detached: true,
  });
  const relay = (stream, out) =>
    stream.on("data", (chunk) => {
      for (const line of String(chunk).split("\n")) {
        if (line.trim()) out.write(`[${app.dir}] ${line}\n`);
      }
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${app.label} stopped (code ${code}).`);
      stop(code || 1);
    }
  });
  children.push(child);
}

// The demo partner's page (port 5180) that embeds the Colombian site in an iframe.
const partnerDemo = spawn(process.execPath, ["tooling/scripts/partner-demo.mjs"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PORT: "5180" },
});
children.push(partnerDemo);

/** Stops every server's whole process group: pnpm and the server it started (a server left behind keeps its port). */
function killAll() {
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    try {
      process.kill(-c.pid, "SIGTERM");
    } catch {
      c.kill("SIGTERM");
    }
  }
}

function stop(code = 0) {
  stopping = true;
  killAll();
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
// The terminal closed: the servers are in process groups of their own and would outlive it.
process.on("SIGHUP", () => stop(0));
// Whatever ends this process (an error included) ends the servers with it.
process.on("exit", killAll);

async function answers(url) {
  try {
    const res = await fetch(url);
    return res.status < 500;
  } catch {
    return false;
  }
}

async function waitUntilUp(app, timeoutMs = 120_000) {
  const url =
    app.kind === "api"
      ? `http://127.0.0.1:${app.port}/api/qp-version`
      : app.kind === "mail"
        ? `http://127.0.0.1:${app.port}/api/healthz`
        : `http://127.0.0.1:${app.port}/`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const catcherUp = mailCatcher
  ? waitUntilUp({ kind: "mail", port: mailCatcher.webPort }, 60_000)
  : Promise.resolve(true);
const up = await Promise.all(apps.map((app) => waitUntilUp(app)));
if (up.some((ok) => !ok) || !(await catcherUp)) {
  console.error(
    `Not answering: ${[
      ...apps.filter((_, i) => !up[i]).map((a) => a.label),
      ...((await catcherUp) ? [] : ["the mail catcher"]),
    ].join(", ")}`,
  );
  stop(1);
} else {
  const width = Math.max(...apps.map((a) => a.label.length));
  console.log("\nThe product is running:\n");
  for (const app of apps) {
    const path = app.kind === "api" ? "api/openapi.json" : "";
    const count =
      app.kind === "api"
        ? apiProcesses
        : app.kind === "storybook"
          ? 1
          : Number(process.env.SITE_PROCESSES || "1");
    const note =
      app.kind === "storybook"
        ? " (every component's states, with docs)"
        : count > 1
          ? ` (${count} processes)`
          : "";
    console.log(`  ${app.label.padEnd(width)}  http://localhost:${app.port}/${path}${note}`);
  }
  console.log(
    `  ${"Partner demo".padEnd(width)}  http://localhost:5180/ (the Colombian site in a partner's iframe; http://bancoandino.localhost:5173/ is a partner subdomain)`,
  );
  const backOffice = apps.find((app) => app.kind === "backoffice");
  if (backOffice) {
    console.log(
      `\n  Back office: http://localhost:${backOffice.port}/ — sign in as one member of staff per role,` +
        `\n  e.g. ejecutivo@demo.queseguro.local, supervisor@demo.queseguro.local,` +
        `\n  jefatura-sac-chile@demo.queseguro.local or administrador@demo.queseguro.local,` +
        `\n  password ${DEMO_STAFF_PASSWORD}. Administrador and gerente also give an authenticator code:` +
        `\n  add the key ${DEMO_STAFF_TOTP_SECRET} to an app, or run node tooling/scripts/demo-code.mjs`,
    );
    console.log(
      `\n  Clients' portal: http://localhost:${backOffice.port}/portal — a paid purchase's buyer creates` +
        "\n  the account's password from its e-mail (in the mail catcher) and signs in there",
    );
  }
  if (!process.env.STAFF_TOKENS) {
    console.log(
      `\n  Machine access to the back office's API (this run): Authorization: Bearer ${staffToken}`,
    );
  }
  if (mailCatcher) {
    console.log(
      `\n  E-mails as sent, links included (within a minute): http://localhost:${mailCatcher.webPort}/` +
        ` (mail catcher; SMTP on port ${mailCatcher.smtpPort})` +
        "\n  (the back office shows them with '[enlace privado]' in place of each link)",
    );
  }
  console.log(
    "\n  Test cards on the payment page: 4242 4242 4242 4242 (approved), 4000 0000 0000 0002 (declined).",
  );
  console.log("\nPress Ctrl+C to stop.\n");
}
