// Every workspace package and app says in its README what it owns, and what it names exists.
//
//   node tooling/scripts/check-readmes.mjs
//
// A README (packages/*, apps/*) holds exactly one line starting with "Owns:", listing in
// backticks the files and folders, relative to the package, that hold its rules. The check
// fails when a README is missing, has no such line or more than one, names no path, or names
// a path that does not exist: a file renamed or deleted without its README fails `npm test`.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** The paths an "Owns:" line names, or what is wrong with the README. */
export function ownedPaths(readme) {
  const lines = readme.split("\n").filter((line) => line.startsWith("Owns:"));
  if (lines.length === 0) return { problem: 'has no line starting with "Owns:"' };
  if (lines.length > 1) return { problem: `has ${lines.length} lines starting with "Owns:"` };
  const paths = [...(lines[0] ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
  if (paths.length === 0) return { problem: 'names no path in backticks on its "Owns:" line' };
  const globbed = paths.find((path) => /[*?[\]{}]/.test(path));
  if (globbed) return { problem: `names a pattern, not a path: ${globbed}` };
  return { paths };
}

function packageFolders() {
  return ["packages", "apps"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, "package.json")),
      )
      .map((entry) => join(group, entry.name)),
  );
}

export function checkReadmes(folders = packageFolders()) {
  const problems = [];
  for (const folder of folders) {
    const file = join(root, folder, "README.md");
    if (!existsSync(file)) {
      problems.push(`${folder}: no README.md (say what the package is for and what it owns)`);
      continue;
    }
    const owned = ownedPaths(readFileSync(file, "utf8"));
    if (owned.problem) {
      problems.push(`${folder}/README.md ${owned.problem}`);
      continue;
    }
    for (const path of owned.paths) {
      if (!existsSync(join(root, folder, path))) {
        problems.push(
          `${folder}/README.md owns \`${path}\`, which does not exist: update the line`,
        );
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkReadmes();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(
    `Every package README names what it owns (${packageFolders().length} packages and apps).`,
  );
}
