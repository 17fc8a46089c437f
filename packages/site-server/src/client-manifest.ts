import { readFileSync } from "node:fs";
import { join } from "node:path";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/** What the first HTML of any page loads from the client build. */
export interface ClientAssets {
  entry: string;
  styles: string[];
  preloads: string[];
}

/**
 * Reads Vite's manifest of a client build (dist/client/.vite/manifest.json): the entry module,
 * its stylesheets and the chunks it imports at once (preloaded so they download in parallel).
 */
export function readClientAssets(clientDir: string): ClientAssets {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8"),
  ) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The client build has no entry: run vite build first");
  const preloads = new Set<string>();
  const styles = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  // With one stylesheet for the whole site (cssCodeSplit off), Vite lists it on its own.
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith(".css")) styles.add(chunk.file);
  }
  const url = (file: string) => `/${file}`;
  return {
    entry: url(entry.file),
    styles: [...styles].map(url),
    preloads: [...preloads].map(url),
  };
}
