// One type check for the whole repository: `tsc -b` from the root builds every workspace's
// TypeScript project once, in dependency order. A project that others read emits only its
// declarations (into its `node_modules/.cache/tsc`), and a project that imports it reads those
// instead of checking its sources again; a project nothing reads (an app, the browser tests)
// emits nothing.
//
//   node tooling/scripts/typescript-references.mjs          writes the references
//   node tooling/scripts/typescript-references.mjs --check  fails when one is out of date
//
// The references follow each package.json: a workspace's `references` are the `@qs/*`
// packages it depends on (dependencies, devDependencies, peerDependencies) that have a
// tsconfig.json and `exports`, and the root tsconfig.json references every workspace project. A package
// that someone references is `composite`; the others are not. Add a dependency, run this
// script, and commit the tsconfig files it changed.

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Every workspace that has a tsconfig.json: its name, folder and `@qs/*` dependencies. */
function typescriptProjects(base = root) {
  const projects = new Map();
  for (const group of ["packages", "apps", "tooling", "bench"]) {
    const groupDir = join(base, group);
    if (!existsSync(groupDir)) continue;
    const folders = existsSync(join(groupDir, "package.json"))
      ? [groupDir]
      : readdirSync(groupDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(groupDir, entry.name));
    for (const folder of folders) {
      const manifestFile = join(folder, "package.json");
      if (!existsSync(manifestFile) || !existsSync(join(folder, "tsconfig.json"))) continue;
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
      const deps = Object.keys({
        ...manifest.dependencies,
        ...manifest.devDependencies,
        ...manifest.peerDependencies,
      }).filter((name) => name.startsWith("@qs/"));
      // Only a package with `exports` can be imported: an app is a dependency for the build
      // order (the browser tests need the sites built), not for its types.
      projects.set(manifest.name, {
        folder: relative(base, folder),
        deps,
        importable: manifest.exports !== undefined,
      });
    }
  }
  return projects;
}

/** What each project's tsconfig.json should say: its references and whether it is composite. */
function expectedReferences(projects) {
  const referenced = new Set();
  const references = new Map();
  for (const [name, project] of projects) {
    const deps = project.deps.filter((dep) => projects.get(dep)?.importable);
    const refs = deps.map((dep) => relative(project.folder, projects.get(dep).folder)).sort();
    for (const dep of deps) referenced.add(dep);
    references.set(name, refs);
  }
  return new Map(
    [...projects].map(([name, project]) => [
      name,
      { folder: project.folder, references: references.get(name), composite: referenced.has(name) },
    ]),
  );
}

/** The tsconfig with its references and composite setting as expected; other keys kept. */
function withReferences(tsconfig, { references, composite }) {
  const { references: _old, ...rest } = tsconfig;
  const compilerOptions = { ...rest.compilerOptions };
  delete compilerOptions.composite;
  delete compilerOptions.incremental;
  delete compilerOptions.noEmit;
  // A project nothing reads is checked without emitting anything (base.json emits declarations);
  // its build information is still kept, so an unchanged project is not checked again.
  if (!composite)
    Object.assign(compilerOptions, { composite: false, incremental: true, noEmit: true });
  const next = { ...rest };
  if (Object.keys(compilerOptions).length > 0) next.compilerOptions = compilerOptions;
  else delete next.compilerOptions;
  if (references.length > 0) next.references = references.map((path) => ({ path }));
  return next;
}

function main() {
  const check = process.argv.includes("--check");
  const expected = expectedReferences(typescriptProjects());
  const stale = [];
  const write = (file, json) => {
    const path = join(root, file);
    const text = JSON.stringify(json, null, 2);
    if (
      existsSync(path) &&
      JSON.stringify(JSON.parse(readFileSync(path, "utf8")), null, 2) === text
    )
      return;
    stale.push(file);
    if (!check) writeFileSync(path, `${text}\n`);
  };
  for (const { folder, ...settings } of expected.values()) {
    const file = join(folder, "tsconfig.json");
    write(file, withReferences(JSON.parse(readFileSync(join(root, file), "utf8")), settings));
  }
  write("tsconfig.json", {
    files: [],
    references: [...expected.values()].map(({ folder }) => ({ path: `./${folder}` })),
  });
  if (check && stale.length > 0) {
    console.error(
      `TypeScript references out of date in ${stale.join(", ")}.\n` +
        "They follow each package.json's @qs/* dependencies: run " +
        "`node tooling/scripts/typescript-references.mjs` and commit the result.",
    );
    process.exit(1);
  }
  if (!check && stale.length > 0) {
    // Written as Biome formats JSON, so the lint that follows has nothing to say.
    spawnSync(join(root, "node_modules/.bin/biome"), ["format", "--write", ...stale], {
      cwd: root,
      stdio: "inherit",
    });
    console.log(`Updated ${stale.join(", ")}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
