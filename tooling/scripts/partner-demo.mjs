// The demo partner's page: a tiny site of "Cafeteros Unidos" that embeds the Colombian
// comparator in an iframe with the partner's IFRAME_AUTH token, as a partner's own site
// would. Only http://localhost:5180 is among the partner's authorised origins in the demo
// catalogue, so the same page opened as http://127.0.0.1:5180 shows the comparator refused by
// its frame-ancestors policy.
//
//   node tooling/scripts/partner-demo.mjs      (PORT 5180, SITE_URL http://localhost:5173)
//   /                 the comparator embedded with the demo partner's token
//   /?token=otro      the same with a token nobody holds (the site answers a blank page)
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 5180);
const host = process.env.HOST ?? "127.0.0.1";
const siteUrl = (process.env.SITE_URL ?? "http://localhost:5173").replace(/\/+$/, "");
// The demo catalogue's DEMO_IFRAME_TOKEN (packages/demo-catalog/src/partners.ts).
const demoToken = process.env.PARTNER_TOKEN ?? "qs-ifr-cafeteros-7d1e5a3c90";

const escapeHtml = (value) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char],
  );

function page(token) {
  const src = `${siteUrl}/Comparar/Polizas-de-Salud?IFRAME_AUTH=${encodeURIComponent(token)}`;
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cafeteros Unidos · Seguros de salud</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f6f1ee; color: #2b1d16; }
  header { background: #4e342e; color: #fff; padding: 1rem 1.5rem; }
  main { padding: 1rem 1.5rem; }
  iframe { width: 100%; height: 80vh; border: 1px solid #8d6e63; background: #fff; }
</style>
</head>
<body>
<header><h1>Cafeteros Unidos</h1><p>Seguros de salud para nuestros asociados</p></header>
<main>
<p>Compara pólizas de salud sin salir de nuestro sitio.</p>
<iframe id="comparador" title="Comparador de seguros" src="${escapeHtml(src)}"></iframe>
</main>
</body>
</html>`;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://partner.local");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  if (url.pathname !== "/") {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("No encontrado");
    return;
  }
  const token = url.searchParams.get("token") || demoToken;
  res
    .writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
    .end(req.method === "HEAD" ? undefined : page(token));
});

server.listen(port, host, () => {
  console.info(`Página del aliado de demostración: http://localhost:${port}/`);
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
