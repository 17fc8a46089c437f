import { createHash } from "node:crypto";
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * The brotli and gzip copies a client build writes beside each text file, kept by content in a
 * folder shared by every build of the repository. Brotli at its best quality is most of a
 * site's build time (10 of 13 s for Colombia's 4.7 MB), and most chunks are the same bytes in
 * the four countries' builds and from one build to the next (React, the PDF worker, the map,
 * unchanged packages): each is compressed once and read back after. A copy is found by the
 * SHA-256 of the file and the method, so a changed file is compressed afresh, and copies no
 * build has read for `MAX_AGE_DAYS` are deleted. The four sites build side by side: the first
 * to need a copy holds a lock file while it makes it, and the others wait for the copy instead
 * of making it again (a lock older than `STALE_LOCK_MS`, left by a build that was stopped, is
 * ignored).
 */

export type Method = "br" | "gz";

const MAX_AGE_DAYS = 14;
const STALE_LOCK_MS = 60_000;

const compressors: Record<Method, (input: Buffer) => Promise<Buffer>> = {
  br: (input) =>
    promisify(brotliCompress)(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
  gz: (input) => promisify(gzip)(input, { level: constants.Z_BEST_COMPRESSION }),
};

/** Where the copy of `bytes` by `method` is kept in `dir`. */
export function copyPath(dir: string, method: Method, bytes: Uint8Array): string {
  const key = createHash("sha256").update(method).update(bytes).digest("hex");
  return join(dir, `${key}.${method}`);
}

/** The kept copy, marked as read now; undefined when there is none. */
async function readCopy(file: string): Promise<Buffer | undefined> {
  try {
    const kept = await readFile(file);
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return kept;
  } catch {
    return undefined;
  }
}

/** Waits while another build holds the lock; the copy it made, or undefined. */
async function copyMadeElsewhere(
  file: string,
  lock: string,
  wait: () => Promise<unknown>,
): Promise<Buffer | undefined> {
  for (;;) {
    const kept = await readCopy(file);
    if (kept) return kept;
    const held = await stat(lock).catch(() => undefined);
    if (!held || Date.now() - held.mtimeMs > STALE_LOCK_MS) return undefined;
    await wait();
  }
}

/**
 * A compressor for `method` that reads and fills the folder `dir`; `wait` is the pause between
 * two looks at a copy another build is making.
 */
export function cachedCompressor(dir: string, method: Method, wait = () => sleep(50)) {
  return async (input: string | ArrayBufferView | ArrayBuffer): Promise<Buffer> => {
    const bytes = Buffer.isBuffer(input)
      ? input
      : typeof input === "string"
        ? Buffer.from(input)
        : ArrayBuffer.isView(input)
          ? Buffer.from(input.buffer, input.byteOffset, input.byteLength)
          : Buffer.from(input);
    const file = copyPath(dir, method, bytes);
    const kept = await readCopy(file);
    if (kept) return kept;
    await mkdir(dir, { recursive: true });
    const lock = `${file}.lock`;
    const locked = await open(lock, "wx").then(
      (handle) => handle.close().then(() => true),
      () => false,
    );
    if (!locked) {
      const made = await copyMadeElsewhere(file, lock, wait);
      if (made) return made;
    }
    try {
      const made = await compressors[method](bytes);
      // Each build writes its own temporary file and renames it in place, so no build reads a
      // copy another is still writing.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await writeFile(partial, made);
      await rename(partial, file);
      return made;
    } finally {
      if (locked) await rm(lock, { force: true });
    }
  };
}

/** Deletes the copies no build has read for `MAX_AGE_DAYS` days. */
export async function pruneCompressedCopies(dir: string, now = Date.now()): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const oldest = now - MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && info.mtimeMs < oldest) await rm(file, { force: true });
    }),
  );
}
