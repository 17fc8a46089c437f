import { promisify } from "node:util";
import { crc32, inflateRaw } from "node:zlib";

/**
 * The parts of an XLSX workbook that reading its first worksheet needs, unpacked with a
 * ceiling on their decompressed size and repacked uncompressed, in the order a streaming
 * reader wants them.
 *
 * Why: a workbook is a zip, and a few megabytes of deflated XML can expand to gigabytes (a zip
 * bomb). exceljs inflates without a limit, caches every shared string in memory, and its
 * streaming reader copies a worksheet to a temporary file whenever the sheet comes before the
 * shared strings in the zip, which is how Excel and exceljs itself write them. Here each part
 * is inflated with `maxOutputLength` against one budget for the whole workbook, only the parts
 * the first worksheet needs are read (workbook, its relationships, styles for date cells,
 * shared strings, and that sheet), and they are written back as a stored zip in that order, so
 * the reader streams the sheet from memory and never touches the disk.
 */

export type XlsxPackageFault = "unreadable" | "too-large";

export class XlsxPackageError extends Error {
  constructor(
    readonly fault: XlsxPackageFault,
    detail: string,
  ) {
    super(detail);
    this.name = "XlsxPackageError";
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;

const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8_NAMES = 0x800;

/** Part names as the streaming reader expects them (OOXML part names ignore case). */
const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELS = "xl/_rels/workbook.xml.rels";
const STYLES = "xl/styles.xml";
const SHARED_STRINGS = "xl/sharedStrings.xml";
const FIRST_SHEET = "xl/worksheets/sheet1.xml";

/**
 * The reader streams a sheet only once it has seen shared strings and relationships (else it
 * spills the sheet to disk): empty ones stand in for parts a workbook lacks.
 */
const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';
const EMPTY_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';

const inflateRawAsync = promisify(inflateRaw);
const utf8 = new TextDecoder();

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

interface Part {
  name: string;
  data: Uint8Array;
}

const unreadable = (detail: string) => new XlsxPackageError("unreadable", detail);

/** Entries of the central directory by lower-cased name (the first of a repeated name wins). */
function readDirectory(bytes: Uint8Array, view: DataView): Map<string, ZipEntry> {
  const lowest = Math.max(0, bytes.byteLength - END_OF_DIRECTORY_SIZE - MAX_ZIP_COMMENT);
  let end = -1;
  for (let at = bytes.byteLength - END_OF_DIRECTORY_SIZE; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable("not a zip file");

  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  // ZIP64 markers: a workbook small enough to upload never needs them.
  if (count === 0xffff || offset === 0xffffffff || offset > end) {
    throw unreadable("unsupported zip directory");
  }

  const entries = new Map<string, ZipEntry>();
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_HEADER) {
      throw unreadable("damaged zip directory");
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const key = name.toLowerCase();
    if (!entries.has(key)) {
      entries.set(key, {
        name,
        flags: view.getUint16(at + 8, true),
        method: view.getUint16(at + 10, true),
        compressedSize: view.getUint32(at + 20, true),
        localOffset: view.getUint32(at + 42, true),
      });
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates one entry, charging its size to the budget; past the budget, `too-large`. */
async function readEntry(
  bytes: Uint8Array,
  view: DataView,
  entry: ZipEntry,
  budget: { left: number },
): Promise<Uint8Array> {
  if (entry.flags & FLAG_ENCRYPTED) throw unreadable(`encrypted part ${entry.name}`);
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) {
    throw unreadable(`damaged part ${entry.name}`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw unreadable(`truncated part ${entry.name}`);
  const packed = bytes.subarray(start, end);

  let data: Uint8Array;
  if (entry.method === METHOD_STORED) {
    data = packed;
  } else if (entry.method === METHOD_DEFLATED) {
    try {
      data = await inflateRawAsync(packed, { maxOutputLength: Math.max(1, budget.left) });
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
        throw new XlsxPackageError("too-large", `part ${entry.name} over the budget`);
      }
      throw unreadable(`part ${entry.name} does not inflate`);
    }
  } else {
    throw unreadable(`part ${entry.name} uses compression method ${entry.method}`);
  }
  if (data.byteLength > budget.left) {
    throw new XlsxPackageError("too-large", `part ${entry.name} over the budget`);
  }
  budget.left -= data.byteLength;
  return data;
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`).exec(tag)?.[2];

/**
 * Where the first sheet of the workbook lives: the first `<sheet>` of workbook.xml, through its
 * relationship, resolved against `xl/`. Null when the workbook does not say.
 */
function firstSheetName(workbookXml: string, relsXml: string): string | null {
  const sheet = /<(?:[\w.-]+:)?sheet\s[^>]*>/.exec(workbookXml)?.[0];
  const relationId = sheet && attribute(sheet, "(?:[\\w.-]+:)?id");
  if (!relationId) return null;
  for (const [tag] of relsXml.matchAll(/<(?:[\w.-]+:)?Relationship\s[^>]*>/g)) {
    if (attribute(tag, "Id") !== relationId) continue;
    const target = attribute(tag, "Target");
    if (!target) return null;
    const segments = target.startsWith("/") ? [] : ["xl"];
    for (const segment of target.split("/")) {
      if (segment === "" || segment === ".") continue;
      if (segment === "..") segments.pop();
      else segments.push(segment);
    }
    return segments.join("/").toLowerCase();
  }
  return null;
}

/** The lowest-numbered `xl/worksheets/sheetN.xml`, for a workbook that names no first sheet. */
function lowestSheetName(entries: Map<string, ZipEntry>): string | null {
  let best: { name: string; number: number } | null = null;
  for (const key of entries.keys()) {
    const match = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(key);
    if (!match) continue;
    const number = Number(match[1]);
    if (!best || number < best.number) best = { name: key, number };
  }
  return best?.name ?? null;
}

/** A zip whose parts are stored, not compressed (1980-01-01 as their date). */
function storedZip(parts: readonly Part[]): Buffer {
  const chunks: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, "utf8");
    const checksum = crc32(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAG_UTF8_NAMES, 6);
    local.writeUInt16LE(METHOD_STORED, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(part.data.byteLength, 18);
    local.writeUInt32LE(part.data.byteLength, 22);
    local.writeUInt16LE(name.byteLength, 26);
    chunks.push(local, name, part.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(FLAG_UTF8_NAMES, 8);
    central.writeUInt16LE(METHOD_STORED, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(part.data.byteLength, 20);
    central.writeUInt32LE(part.data.byteLength, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += local.byteLength + name.byteLength + part.data.byteLength;
  }
  const directorySize = directory.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const end = Buffer.alloc(END_OF_DIRECTORY_SIZE);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...directory, end]);
}

/**
 * The workbook reduced to what its first worksheet needs, as a stored zip with the sheet at
 * `xl/worksheets/sheet1.xml` after the workbook, relationships, styles and shared strings.
 * Throws `XlsxPackageError`: `unreadable` for anything that is not a workbook zip, `too-large`
 * when the parts read would inflate past `maxUnpackedBytes` together.
 */
export async function firstSheetPackage(
  bytes: Uint8Array,
  maxUnpackedBytes: number,
): Promise<Buffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readDirectory(bytes, view);
  const budget = { left: maxUnpackedBytes };
  const read = async (key: string) => {
    const entry = entries.get(key);
    return entry ? readEntry(bytes, view, entry, budget) : null;
  };

  const workbook = await read(WORKBOOK.toLowerCase());
  if (!workbook) throw unreadable("no workbook part");
  const rels = await read(WORKBOOK_RELS.toLowerCase());
  const named = rels ? firstSheetName(utf8.decode(workbook), utf8.decode(rels)) : null;
  const sheetKey = named && entries.has(named) ? named : lowestSheetName(entries);
  if (!sheetKey) throw unreadable("no worksheet");
  const styles = await read(STYLES.toLowerCase());
  const sharedStrings = await read(SHARED_STRINGS.toLowerCase());
  const sheet = await read(sheetKey);
  if (!sheet) throw unreadable("no worksheet");

  const parts: Part[] = [{ name: WORKBOOK, data: workbook }];
  parts.push({ name: WORKBOOK_RELS, data: rels ?? Buffer.from(EMPTY_RELS) });
  if (styles) parts.push({ name: STYLES, data: styles });
  parts.push({ name: SHARED_STRINGS, data: sharedStrings ?? Buffer.from(EMPTY_SHARED_STRINGS) });
  parts.push({ name: FIRST_SHEET, data: sheet });
  return storedZip(parts);
}
