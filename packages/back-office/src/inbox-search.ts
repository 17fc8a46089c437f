import { INBOX_QUEUES, LEAD_ORIGINS } from "@qs/domain/api/back-office";
import { COUNTRY_CODES } from "@qs/domain/market-countries";
import { z } from "zod";

/**
 * The inbox's address: its queue, filters, order and page as search parameters, so a view
 * can be bookmarked, shared and reloaded. Anything malformed in an address is dropped, not
 * refused: the inbox then shows the member's own queue.
 */
const optionalNumber = z.coerce.number().int().positive().optional().catch(undefined);
const optionalDate = z.iso.date().optional().catch(undefined);

export const inboxSearchSchema = z.object({
  queue: z.enum(INBOX_QUEUES).optional().catch(undefined),
  status: optionalNumber,
  subStatus: optionalNumber,
  market: z.enum(COUNTRY_CODES).optional().catch(undefined),
  productType: z.string().trim().min(1).max(80).optional().catch(undefined),
  origin: z.enum(LEAD_ORIGINS).optional().catch(undefined),
  email: z.email().max(254).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
  sort: z.enum(["oldest", "newest"]).optional().catch(undefined),
  page: optionalNumber,
});
export type InboxSearch = z.infer<typeof inboxSearchSchema>;

/** The inbox's page size. */
export const INBOX_PAGE_SIZE = 25;
