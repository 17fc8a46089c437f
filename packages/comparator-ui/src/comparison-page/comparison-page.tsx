import { MAX_COMPARE } from "@qs/domain/compare-selection";
import { Spinner } from "@qs/ui/spinner";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";

/** Product codes (or urls) from the comparison link's 'productos' value; at most 3. */
export function parseComparisonCodes(value: unknown): string[] {
  const text = Array.isArray(value) ? value.join(",") : typeof value === "string" ? value : "";
  const codes = text
    .split(",")
    .map((code) => code.trim())
    .filter((code) => code !== "");
  return [...new Set(codes)].slice(0, MAX_COMPARE);
}

const ComparisonView = lazy(() =>
  import("./comparison-view").then((module) => ({ default: module.ComparisonView })),
);

/**
 * The comparison page: the chosen products side by side, reproduced by its link. Its table
 * loads on demand, so the results listing does not carry it.
 */
export function ComparisonPage({
  codes,
  clinics = [],
}: {
  codes: readonly string[];
  /** Clinics the visitor chose in the listing: a row each says how every plan covers it. */
  clinics?: readonly number[];
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t("comparator.searching1")} />}>
      <ComparisonView codes={codes} clinics={clinics} />
    </Suspense>
  );
}
