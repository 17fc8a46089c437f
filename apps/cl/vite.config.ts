import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
  qs: { port: number };
};
const port = Number(process.env.PORT ?? pkg.qs.port);

export default defineConfig({
  plugins: [react()],
  define: { "import.meta.env.VITE_APP_VERSION": JSON.stringify(pkg.version) },
  server: { port, strictPort: true },
  preview: { port, strictPort: true, host: "127.0.0.1" },
  build: { sourcemap: true },
});
