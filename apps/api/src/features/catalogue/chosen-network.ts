import type { ProductListItem } from "@qs/domain/product";
import type { NetworkLevel } from "@qs/domain/provider-rules";
import { and, inArray } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { productNetwork } from "../../db/schema";

/**
 * With "must include my clinics", each card says how the plan covers each chosen clinic: the
 * page's items get `network` with those clinics' levels and copays, read in one query. Without
 * chosen clinics the items are left as they are (a listing page stays small).
 */
export async function withChosenNetwork(
  db: Executor,
  items: ProductListItem[],
  chosen: readonly number[] | undefined,
): Promise<ProductListItem[]> {
  if (!chosen?.length || items.length === 0) return items;
  const rows = await db
    .select({
      productId: productNetwork.productId,
      organizationId: productNetwork.organizationId,
      level: productNetwork.level,
      copayPercent: productNetwork.copayPercent,
    })
    .from(productNetwork)
    .where(
      and(
        inArray(
          productNetwork.productId,
          items.map((item) => item.id),
        ),
        inArray(productNetwork.organizationId, [...chosen]),
      ),
    );
  const levels = new Map(rows.map((row) => [`${row.productId}:${row.organizationId}`, row]));
  return items.map((item) => ({
    ...item,
    network: chosen.flatMap((organizationId) => {
      const row = levels.get(`${item.id}:${organizationId}`);
      return row
        ? [{ organizationId, level: row.level as NetworkLevel, copayPercent: row.copayPercent }]
        : [];
    }),
  }));
}
