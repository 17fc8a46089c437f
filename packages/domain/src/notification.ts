import { z } from "zod";

/**
 * The header notification (profile spec §3 "Notification", §4: unread until
 * its message differs from the last one stored).
 */
export const notificationSchema = z.looseObject({
  title: z.string(),
  message: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
