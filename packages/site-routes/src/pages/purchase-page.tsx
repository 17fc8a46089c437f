import { PurchasePage } from "@qs/purchase/purchase-page";
import type { PurchaseSearch } from "@qs/purchase/purchase-search";
import { useParams, useSearch } from "@tanstack/react-router";

/** `/Compra-Online/{code}[/{step}]`: the online purchase of a plan, step by step. */
export function PurchaseRoutePage() {
  const { code, step } = useParams({ strict: false }) as { code?: string; step?: string };
  const search = useSearch({ strict: false }) as PurchaseSearch;
  return <PurchasePage code={code ?? ""} step={step} search={search} />;
}
