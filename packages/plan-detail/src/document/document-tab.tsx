import { insuranceDocumentsQueryOptions } from "@qs/api-client/get-insurance-documents";
import type { ProductItem } from "@qs/domain/product";
import type { Tab } from "@qs/domain/tab";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCatalogLang } from "@qs/ui/catalog-lang";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DocumentViewer } from "./document-viewer";
import type { PdfLoader } from "./pdf-source";

function absolute(base: string, url: string): string {
  return /^https?:/i.test(url) ? url : `${base.replace(/\/+$/, "")}${url}`;
}

/** The documents a tab offers: the tab's own file first, then the product's other documents. */
export function tabDocuments(
  tab: Pick<Tab, "title" | "file">,
  documents: readonly { name: string; url: string }[],
): { name: string; url: string }[] {
  const own = tab.file?.url;
  const list = own
    ? [{ name: documents.find((item) => item.url === own)?.name ?? tab.title, url: own }]
    : [];
  for (const item of documents) if (item.url !== own) list.push({ name: item.name, url: item.url });
  return list;
}

/** A document tab: the tab's PDF, with the product's other documents one click away. */
export function DocumentTab({
  tab,
  product,
  modal,
  loader,
}: {
  /** The document tab, whose own file shows first. */
  tab: Tab;
  product: ProductItem;
  /** In the plan's modal every page of the document shows. */
  modal: boolean;
  /** Reads the PDF (pdf.js unless given). */
  loader?: PdfLoader;
}) {
  const client = useApiClient();
  const catalogLang = useCatalogLang();
  const documents = useQuery(insuranceDocumentsQueryOptions(client, product.id));
  const list = tabDocuments(tab, documents.data ?? []);
  const [chosen, setChosen] = useState(0);
  const current = list[Math.min(chosen, list.length - 1)];
  if (!current) return null;
  return (
    <div className="qs-document-tab">
      {list.length > 1 && (
        <div className="qs-document-tab__list" lang={catalogLang}>
          {list.map((item, index) => (
            <button
              key={item.url}
              type="button"
              className={index === chosen ? "is-active" : undefined}
              aria-pressed={index === chosen}
              onClick={() => setChosen(index)}
            >
              {item.name}
            </button>
          ))}
        </div>
      )}
      <DocumentViewer
        url={absolute(client.options.baseUrl, current.url)}
        insuranceId={product.id}
        modal={modal}
        loader={loader}
      />
    </div>
  );
}
