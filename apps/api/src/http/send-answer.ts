import type { Context } from "hono";
import type { z } from "zod";
import { formatIssues } from "./format-issues";
import type { Reply } from "./reply";
import type { CachedAnswer } from "./response-cache";
import type { RouteSpec } from "./route-spec";

/** An answer on its way out: checked against its schema, serialized, sent. */

export function validateOut(
  spec: Pick<RouteSpec<z.ZodType, z.ZodType, z.ZodType>, "method" | "path" | "responses">,
  reply: Reply,
): Reply {
  if (reply.kind !== "json") return reply;
  const schema = spec.responses[reply.status]?.schema;
  if (!schema) return reply;
  const checked = schema.safeParse(reply.body);
  if (!checked.success) {
    throw new Error(
      `Answer of ${spec.method.toUpperCase()} ${spec.path} (${reply.status}) does not match its schema: ${JSON.stringify(formatIssues(checked.error))}`,
    );
  }
  return { ...reply, body: checked.data };
}

export function serialize(reply: Reply): CachedAnswer | null {
  if (reply.kind === "stream") throw new Error("A streamed answer is sent by the staff route only");
  const headers = reply.headers ?? {};
  if (reply.kind === "json") {
    return {
      body: JSON.stringify(reply.body),
      contentType: "application/json; charset=UTF-8",
      etag: "",
      headers,
    };
  }
  if (reply.kind === "binary") {
    return { body: reply.bytes, contentType: reply.contentType, etag: "", headers };
  }
  return null;
}

export function send(
  c: Context,
  status: number,
  answer: CachedAnswer | null,
  extra: Record<string, string>,
) {
  const headers: Record<string, string> = { ...(answer?.headers ?? {}), ...extra };
  if (answer) headers["Content-Type"] = answer.contentType;
  if (!answer) return c.body(null, status as 204, headers);
  const body =
    typeof answer.body === "string"
      ? answer.body
      : (answer.body.buffer.slice(
          answer.body.byteOffset,
          answer.body.byteOffset + answer.body.byteLength,
        ) as ArrayBuffer);
  return c.body(body, status as 200, headers);
}
