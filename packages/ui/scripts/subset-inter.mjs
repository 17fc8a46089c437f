// Makes the site's latin font from Inter's latin face (@fontsource-variable/inter): the
// same characters (its unicode-range) and every weight, with only the OpenType features a
// browser applies by default, plus tabular figures (`font-variant-numeric: tabular-nums`).
// Every page asks for this font before its first paint, so its size is part of every first
// view: 38 KB instead of 48. Stylistic sets, character variants, fractions, superscripts and
// the like, which no style turns on, are left out; text draws exactly as with the whole face.
//
//   node scripts/subset-inter.mjs          writes src/fonts/inter-latin-wght-normal.woff2
//   node scripts/subset-inter.mjs --check  fails when the committed font is not what it makes
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, "../src/fonts/inter-latin-wght-normal.woff2");
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

if (process.argv.includes("--check")) {
  const committed = readFileSync(target);
  if (!committed.equals(font)) {
    console.error(
      `${target} is not what scripts/subset-inter.mjs makes (${committed.length} bytes, expected ${font.length}): run it again.`,
    );
    process.exit(1);
  }
  console.log(`${target}: as made (${font.length} bytes)`);
} else {
  writeFileSync(target, font);
  console.log(`${target}: ${font.length} bytes`);
}
