import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { cachedCompressor, copyPath, pruneCompressedCopies } from "./precompressed-cache";

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "qs-compressed-copies-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const chunk = Buffer.from("export const plan = 'Plan Salud Total';\n".repeat(200));

describe("compressed copies kept between builds", () => {
  it("gives a brotli and a gzip copy that decompress to the file", async () => {
    const dir = scratch();
    expect(brotliDecompressSync(await cachedCompressor(dir, "br")(chunk)).equals(chunk)).toBe(true);
    expect(gunzipSync(await cachedCompressor(dir, "gz")(chunk)).equals(chunk)).toBe(true);
    expect(readdirSync(dir).sort()).toHaveLength(2);
  });

  it("reads back the copy of the same bytes instead of compressing them again", async () => {
    const dir = scratch();
    const compress = cachedCompressor(dir, "br");
    await compress(chunk);
    const [name] = readdirSync(dir);
    writeFileSync(join(dir, name as string), "kept copy");
    expect(String(await compress(Uint8Array.from(chunk)))).toBe("kept copy");
    // Other bytes are another copy.
    const changed = Buffer.concat([chunk, Buffer.from("// changed\n")]);
    expect(brotliDecompressSync(await compress(changed)).equals(changed)).toBe(true);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it("deletes the copies no build has read for two weeks, and keeps the others", async () => {
    const dir = scratch();
    await cachedCompressor(dir, "gz")(chunk);
    await cachedCompressor(dir, "br")(chunk);
    const [stale, fresh] = readdirSync(dir) as [string, string];
    const now = Date.now();
    const fifteenDaysAgo = new Date(now - 15 * 24 * 60 * 60 * 1000);
    utimesSync(join(dir, stale), fifteenDaysAgo, fifteenDaysAgo);
    await pruneCompressedCopies(dir, now);
    expect(readdirSync(dir)).toEqual([fresh]);
    // A copy read again counts as recent.
    utimesSync(join(dir, fresh), fifteenDaysAgo, fifteenDaysAgo);
    await cachedCompressor(dir, fresh.endsWith(".br") ? "br" : "gz")(chunk);
    await pruneCompressedCopies(dir, now);
    expect(readdirSync(dir)).toEqual([fresh]);
  });
});

describe("builds side by side", () => {
  it("waits for the copy another build is making instead of making it again", async () => {
    const dir = scratch();
    const copy = copyPath(dir, "gz", chunk);
    writeFileSync(`${copy}.lock`, "");
    let looks = 0;
    // The other build finishes while this one waits.
    const otherBuildFinishes = async () => {
      looks++;
      writeFileSync(copy, "made by the other build");
      rmSync(`${copy}.lock`);
    };
    const made = await cachedCompressor(dir, "gz", otherBuildFinishes)(chunk);
    expect(String(made)).toBe("made by the other build");
    expect(looks).toBe(1);
  });

  it("makes the copy itself when the lock was left by a build that stopped", async () => {
    const dir = scratch();
    const lock = `${copyPath(dir, "br", chunk)}.lock`;
    writeFileSync(lock, "");
    const twoMinutesAgo = new Date(Date.now() - 2 * 60 * 1000);
    utimesSync(lock, twoMinutesAgo, twoMinutesAgo);
    expect(brotliDecompressSync(await cachedCompressor(dir, "br")(chunk)).equals(chunk)).toBe(true);
  });
});
