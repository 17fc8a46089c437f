import { z } from "zod";

/** Work sectors for the SCTR profile (GET /api/workSectorType; back-office spec §3 "Work sector"). */

export const workSectorEntrySchema = z.looseObject({
  code: z.union([z.string(), z.number().int()]),
  displayName: z.string(),
});

/** A work sector type with its sectors. */
export const workSectorTypeSchema = z.looseObject({
  id: z.number().int(),
  displayName: z.string(),
  workSectors: z.array(workSectorEntrySchema).default([]),
});
export type WorkSectorType = z.infer<typeof workSectorTypeSchema>;
