import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * The brotli and gzip copies a client build writes beside each text file, kept by content in a
 * folder shared by every build of the repository. Brotli at its best quality is most of a
 * site's build time (10 of 13 s for Colombia's 4.7 MB), and most chunks are the same bytes in
 * the four countries' builds and from one build to the next (React, the PDF worker, the map,
 * unchanged packages): each is compressed once and read back after. A copy is found by the
 * SHA-256 of the file and the method, so a changed file is compressed afresh, and copies no
 * build has read for `MAX_AGE_DAYS` are deleted.
 */

export type Method = "br" | "gz";

const MAX_AGE_DAYS = 14;

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

/** A compressor for `method` that reads and fills the folder `dir`. */
export function cachedCompressor(dir: string, method: Method) {
  return async (input: string | ArrayBufferView | ArrayBuffer): Promise<Buffer> => {
    const bytes = Buffer.isBuffer(input)
      ? input
      : typeof input === "string"
        ? Buffer.from(input)
        : ArrayBuffer.isView(input)
          ? Buffer.from(input.buffer, input.byteOffset, input.byteLength)
          : Buffer.from(input);
    const key = createHash("sha256").update(method).update(bytes).digest("hex");
    const file = join(dir, `${key}.${method}`);
    try {
      const kept = await readFile(file);
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return kept;
    } catch {
      const made = await compressors[method](bytes);
      await mkdir(dir, { recursive: true });
      // Builds run side by side: each writes its own temporary file and renames it in place,
      // so no build reads a copy another is still writing.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await writeFile(partial, made);
      await rename(partial, file);
      return made;
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
