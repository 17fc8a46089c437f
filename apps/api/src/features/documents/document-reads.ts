import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { documents, downloadLinks, products } from "../../db/schema";
import { hashToken } from "../../platform/capability";

/** Documents of a product and their download links. */

export interface DocumentRow {
  id: number;
  metadata: unknown;
  fileName: string;
  pages: number;
  size: number;
}

/** The documents of a product of the country; undefined when the country has no such product. */
export async function productDocuments(
  db: Executor,
  productId: number,
  countryId: number,
): Promise<DocumentRow[] | undefined> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.countryId, countryId)));
  if (!product) return undefined;
  return db
    .select({
      id: documents.id,
      metadata: documents.metadata,
      fileName: documents.fileName,
      pages: documents.pageCount,
      size: documents.size,
    })
    .from(documents)
    .where(eq(documents.productId, productId))
    .orderBy(asc(documents.id));
}

/** A document's PDF and file name; undefined when there is none. */
export async function documentFile(
  db: Executor,
  id: number,
): Promise<{ content: Uint8Array; fileName: string } | undefined> {
  const [row] = await db
    .select({ content: documents.content, fileName: documents.fileName })
    .from(documents)
    .where(eq(documents.id, id));
  return row;
}

/** A download link by its code (stored as its SHA-256); undefined when unknown. */
export async function downloadLink(
  db: Executor,
  code: string,
): Promise<{ documentId: number; expiresAt: Date } | undefined> {
  const [link] = await db
    .select({ documentId: downloadLinks.documentId, expiresAt: downloadLinks.expiresAt })
    .from(downloadLinks)
    .where(eq(downloadLinks.code, hashToken(code)));
  return link;
}

/** Counts one more download of a link. */
export async function countDownload(db: Executor, code: string): Promise<void> {
  await db
    .update(downloadLinks)
    .set({ downloads: sql`${downloadLinks.downloads} + 1` })
    .where(eq(downloadLinks.code, hashToken(code)));
}
