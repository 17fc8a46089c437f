import { errorBodySchema, validationErrorBodySchema } from "@qs/domain/api/error-body";
import { IDEMPOTENCY_HEADER } from "@qs/domain/api/idempotency";
import { z } from "zod";
import type { RecordedRoute } from "./route-spec";

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The properties of an object schema as OpenAPI parameters. */
function parameters(schema: z.ZodType | undefined, where: "path" | "query"): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" ? true : required.has(name),
    ...(typeof property.description === "string" ? { description: property.description } : {}),
    schema: property,
  }));
}

const countryHeader = {
  name: "X-Country",
  in: "header",
  required: true,
  description: "Country of the site: CL, PE, CO or INT (or the ids 1-4).",
  schema: { type: "string" },
};
const versionHeader = {
  name: "x-qpversion",
  in: "header",
  required: true,
  description: "Deployed version of the calling site.",
  schema: { type: "string" },
};
const getCountryHeader = {
  name: "X-Country",
  in: "header",
  required: false,
  description:
    "Country of the answer (CL, PE, CO, INT or 1-4); the `country` query parameter also works; default CO.",
  schema: { type: "string" },
};
const forceRefreshParam = {
  name: "forceRefresh",
  in: "query",
  required: false,
  description:
    "1 skips every cache and answers with Cache-Control: no-store, for members of staff only (Authorization: Bearer with a staff token); anyone else's is ignored.",
  schema: { type: "string", enum: ["1"] },
};
const idempotencyHeader = {
  name: IDEMPOTENCY_HEADER,
  in: "header",
  required: false,
  description:
    "A retried request with the same key and body gets the first answer again; another body gets 409.",
  schema: { type: "string", minLength: 8, maxLength: 200 },
};

/** OpenAPI 3.1 document of every recorded route, built from the same zod schemas. */
export function buildOpenApiDocument(routes: readonly RecordedRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const isGet = route.method === "get";
    const headerParams = isGet
      ? [getCountryHeader]
      : route.countryHeaders === false
        ? []
        : [countryHeader, versionHeader, ...(route.idempotent ? [idempotencyHeader] : [])];
    const responses: Record<string, unknown> = {};
    for (const [status, spec] of Object.entries(route.responses)) {
      const content = spec.schema
        ? { "application/json": { schema: toSchema(spec.schema, "output") } }
        : spec.contentType
          ? { [spec.contentType]: { schema: { type: "string", format: "binary" } } }
          : undefined;
      responses[status] = { description: spec.description, ...(content ? { content } : {}) };
    }
    if (route.cache)
      responses["304"] = { description: "Not modified (If-None-Match matched the ETag)." };
    responses["400"] ??= {
      description: "Datos inválidos, or a missing X-Country / x-qpversion header.",
      content: { "application/json": { schema: toSchema(validationErrorBodySchema, "output") } },
    };
    if (route.rateLimit || route.workLimit) {
      responses["429"] ??= {
        description:
          "Demasiadas solicitudes: the client went over this route's limit (Retry-After says how many seconds to wait).",
        headers: { "Retry-After": { schema: { type: "integer", minimum: 1 } } },
        content: { "application/json": { schema: toSchema(errorBodySchema, "output") } },
      };
    }
    if (route.idempotent) {
      responses["409"] = {
        description: "The Idempotency-Key was already used with another body.",
        content: { "application/json": { schema: toSchema(errorBodySchema, "output") } },
      };
    }
    const operation: Record<string, unknown> = {
      operationId: `${route.method}${route.path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ""))}`,
      summary: route.summary,
      tags: [route.tag],
      parameters: [
        ...parameters(route.params, "path"),
        ...parameters(route.query, "query"),
        ...headerParams,
        ...(route.cache ? [forceRefreshParam] : []),
      ],
      responses,
    };
    if (route.description) operation.description = route.description;
    if (route.rawBody) {
      operation.requestBody = {
        required: true,
        description: route.rawBody.description,
        content: Object.fromEntries(
          route.rawBody.contentTypes.map((type) => [
            type,
            { schema: { type: "string", format: "binary" } },
          ]),
        ),
      };
    } else if (route.body) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: toSchema(route.body, "input") } },
      };
    }
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Marketplace API",
      version,
      description:
        "Catalogue, comparison, prices, leads and shared services of the health and insurance marketplace. The catalogue is demonstration data (metadata.demo = true).",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: {
        ErrorBody: toSchema(errorBodySchema, "output"),
        ValidationErrorBody: toSchema(validationErrorBodySchema, "output"),
      },
    },
  };
}
