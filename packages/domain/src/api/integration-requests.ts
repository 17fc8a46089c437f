import { z } from "zod";

/** Queries of the partner integration lookups (/api/integration/...). */

export const iframeTokenQuerySchema = z.object({
  token: z.string({ error: "token es requerido" }).trim().min(1, "token es requerido").max(200),
});

export const iframeSubdomainQuerySchema = z.object({
  subdomain: z
    .string({ error: "subdomain es requerido" })
    .trim()
    .min(1, "subdomain es requerido")
    .max(100),
  hostname: z.string().trim().max(255).optional(),
});
