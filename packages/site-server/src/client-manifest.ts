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

/**
 * How long a page waits for its first paint before it requests its code anyway: a page in a
 * background tab or a hidden frame paints nothing until it is shown.
 */
export const ENTRY_FALLBACK_MS = 1000;

/**
 * The inline script that requests the page's code once the browser has painted the page the
 * server sent: the entry's chunks as module preloads, then the entry. Requested from the head,
 * 150 KiB of code shared a slow connection with the stylesheet and the font the first paint
 * waits for (Lighthouse's listing: largest paint 2.7 s, about 1.4 s with the code requested
 * after it). The first contentful paint's entry (Paint Timing) is reported once the paint is on
 * the screen; a browser without it waits two animation frames. Presses made before the page
 * hydrates are kept and replayed (`site-shell/early-presses`).
 */
export function entryLoader(assets: Pick<ClientAssets, "entry" | "preloads">): string {
  const modules = JSON.stringify([...assets.preloads, assets.entry]);
  return [
    "(function(){var requested=false;",
    "function request(){if(requested)return;requested=true;",
    `var modules=${modules};`,
    "for(var i=0;i<modules.length;i++){var entry=i===modules.length-1;",
    'var element=document.createElement(entry?"script":"link");',
    'if(entry){element.type="module";element.src=modules[i]}',
    'else{element.rel="modulepreload";element.href=modules[i]}',
    "document.head.appendChild(element)}}",
    "function painted(){setTimeout(request)}",
    "var Observer=window.PerformanceObserver;",
    'if(Observer&&(Observer.supportedEntryTypes||[]).indexOf("paint")>=0){',
    "new Observer(function(list,observer){",
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted()}',
    '}).observe({type:"paint",buffered:true})}',
    "else{requestAnimationFrame(function(){requestAnimationFrame(painted)})}",
    `setTimeout(request,${ENTRY_FALLBACK_MS})})()`,
  ].join("");
}
