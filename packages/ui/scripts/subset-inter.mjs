// Makes the site's latin font from Inter's latin face (@fontsource-variable/inter): the
// same characters (its unicode-range) and every weight, with only the OpenType features a
// browser applies by default, plus tabular figures (`font-variant-numeric: tabular-nums`).
// Every page asks for this font before its first paint, so its size is part of every first
// view: 38 KB instead of 48. Stylistic sets, character variants, fractions, superscripts and
// the like, which no style turns on, are left out; text draws exactly as with the whole face.
//
// It also writes src/inter.css: @fontsource's faces of the weight axis, the latin one pointing
// at this font, so the face's characters and the font's stay the same list.
//
//   node scripts/subset-inter.mjs          writes src/fonts/inter-latin-wght-normal.woff2 and src/inter.css
//   node scripts/subset-inter.mjs --check  fails when the committed files are not what it makes
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, "../src/fonts/inter-latin-wght-normal.woff2");
const stylesheet = join(here, "../src/inter.css");
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const faces = readFileSync(require.resolve("@fontsource-variable/inter/wght.css"), "utf8");

/** Features on by default in browsers' text shaping, and the tabular figures the styles ask for. */
const FEATURES = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "kern",
  "liga",
  "clig",
  "calt",
  "rlig",
  "rclt",
  "curs",
  "rvrn",
  "tnum",
];

/** The characters of the latin face: its @font-face's unicode-range. */
function latinCharacters() {
  const face = faces
    .split("@font-face")
    .find((rule) => rule.includes("/files/inter-latin-wght-normal.woff2"));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error("Inter's latin face has no unicode-range");
  let text = "";
  for (const part of range.split(",")) {
    const [low, high = low] = part.trim().slice(2).split("-");
    for (let code = Number.parseInt(low, 16); code <= Number.parseInt(high, 16); code++) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}

const font = await subsetFont(readFileSync(source), latinCharacters(), {
  targetFormat: "woff2",
  keepFeatures: FEATURES,
});

/** @fontsource's faces, the latin one replaced by ours, the others read from the package. */
const css = [
  "/* Made by scripts/subset-inter.mjs from @fontsource-variable/inter's wght.css: do not edit.",
  "   The latin face (every language of the sites, asked for before the first paint) is the",
  "   subset in ./fonts; the browser fetches another face only when a page holds its characters. */",
  faces
    .trim()
    .replace(/url\(\.\/files\/([^)]+)\)/g, (_url, file) =>
      file === "inter-latin-wght-normal.woff2"
        ? 'url("./fonts/inter-latin-wght-normal.woff2")'
        : `url("@fontsource-variable/inter/files/${file}")`,
    ),
  "",
].join("\n");

const made = [
  { path: target, bytes: font },
  { path: stylesheet, bytes: Buffer.from(css) },
];
if (process.argv.includes("--check")) {
  const stale = made.filter(({ path, bytes }) => !readFileSync(path).equals(bytes));
  for (const { path } of stale) {
    console.error(`${path} is not what scripts/subset-inter.mjs makes: run it again.`);
  }
  if (stale.length > 0) process.exit(1);
  console.log(`${made.map(({ path }) => path).join(", ")}: as made (font ${font.length} bytes)`);
} else {
  for (const { path, bytes } of made) writeFileSync(path, bytes);
  console.log(`${made.map(({ path }) => path).join(", ")}: written (font ${font.length} bytes)`);
}
