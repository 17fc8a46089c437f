import {
  INVALID_DATA_MESSAGE,
  INVALID_JSON_MESSAGE,
  type ValidationIssue,
} from "@qs/domain/api/error-body";
import type { Context } from "hono";
import type { z } from "zod";
import { formatIssues } from "./format-issues";
import { HttpError } from "./reply";

/** Request validation: params, query and body through their schemas, with Spanish messages. */

export function invalid(issues: ValidationIssue[]): HttpError {
  return new HttpError(400, { error: INVALID_DATA_MESSAGE, issues });
}

/**
 * Text PostgreSQL cannot store or that is not Unicode is refused as input: a NUL
 * character, or a lone surrogate ("\ud800") that JSON.parse lets through.
 */
const BAD_TEXT_MESSAGE = "Contiene caracteres no permitidos o texto Unicode inválido";

/** A lone surrogate: a high one not followed by a low one, or a low one on its own. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const badText = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);

/**
 * Bounds on every string and list of any request, whatever its schema: the schemas set
 * tighter ones where they know the field (e-mail 254, name 120...).
 */
export const MAX_TEXT_LENGTH = 4096;
export const MAX_LIST_LENGTH = 200;
const TEXT_TOO_LONG_MESSAGE = `El texto es demasiado largo (máximo ${MAX_TEXT_LENGTH} caracteres)`;
const LIST_TOO_LONG_MESSAGE = `La lista es demasiado larga (máximo ${MAX_LIST_LENGTH} elementos)`;

/** The first value no request may carry, with the reason: bad text, or over a bound. */
function findBadText(
  value: unknown,
  path: string[] = [],
): { path: string[]; message: string } | null {
  if (typeof value === "string") {
    if (badText(value)) return { path, message: BAD_TEXT_MESSAGE };
    return value.length > MAX_TEXT_LENGTH ? { path, message: TEXT_TOO_LONG_MESSAGE } : null;
  }
  if (Array.isArray(value) && value.length > MAX_LIST_LENGTH) {
    return { path, message: LIST_TOO_LONG_MESSAGE };
  }
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const found = badText(key)
        ? { path: [...path, key], message: BAD_TEXT_MESSAGE }
        : findBadText(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** No request of the product nests deeper than a handful of levels. */
export const MAX_JSON_DEPTH = 32;
const DEPTH_MESSAGE = `El JSON anida demasiados niveles (máximo ${MAX_JSON_DEPTH})`;

/**
 * The deepest nesting of objects and arrays in JSON text, read without parsing (so a
 * body nested 100,000 levels never reaches a recursive parser). Brackets inside strings
 * do not count.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \\ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth--;
  }
  return deepest;
}

export function parsePart<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  prefix: string[],
): z.output<T> | undefined {
  if (!schema) return undefined;
  const bad = findBadText(value, prefix);
  if (bad) throw invalid([{ path: bad.path.join("."), message: bad.message }]);
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(formatIssues(result.error, prefix));
  return result.data;
}

export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw invalid([{ path: "", message: DEPTH_MESSAGE }]);
  try {
    return JSON.parse(text);
  } catch {
    throw invalid([{ path: "", message: INVALID_JSON_MESSAGE }]);
  }
}
