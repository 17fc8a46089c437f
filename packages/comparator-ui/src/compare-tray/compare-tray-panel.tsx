import { Button, buttonClass } from "@qs/ui/button";
import { Link, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { COMPARISON_PATH, compareStore, useCompareTray } from "./compare-store";
import "./compare-tray.css";

/** The tray's slots and actions; loaded once the tray first shows. */
export function CompareTrayPanel() {
  const { t } = useTranslation();
  const clinics = (useSearch({ strict: false }) as { coverageOrganizations?: unknown })
    .coverageOrganizations;
  const { tray, selection } = useCompareTray();
  const codes = selection.map(
    (product) => product.productCode ?? product.url ?? String(product.id),
  );
  return (
    <section className="qs-tray" aria-label={t("comparator.trayTitle")}>
      <div className="qs-container qs-tray__inner">
        <ol className="qs-tray__slots">
          {tray.map((product, index) =>
            product ? (
              <li key={index} className="qs-tray__slot qs-tray__slot--filled">
                <span className="qs-tray__name">
                  {product.displayName}
                  {product.organizationName && (
                    <small className="qs-tray__insurer">{product.organizationName}</small>
                  )}
                </span>
                <button
                  type="button"
                  className="qs-tray__remove"
                  aria-label={t("comparator.trayRemove", { name: product.displayName })}
                  onClick={() => compareStore.removeSlot(index)}
                >
                  ×
                </button>
              </li>
            ) : (
              <li key={index} className="qs-tray__slot qs-tray__slot--empty">
                {t("comparator.trayEmptySlot")}
              </li>
            ),
          )}
        </ol>
        <div className="qs-tray__actions">
          <Button variant="ghost" onClick={() => compareStore.clear()}>
            {t("comparator.trayClear")}
          </Button>
          <Link
            to={COMPARISON_PATH}
            search={{
              productos: codes.join(","),
              // The listing's chosen clinics become rows of the comparison.
              ...(clinics ? { clinicas: String(clinics) } : {}),
            }}
            className={buttonClass("primary")}
          >
            {t("comparator.trayCompare")} ({selection.length}/3)
          </Link>
        </div>
      </div>
    </section>
  );
}
