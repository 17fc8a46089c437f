import { profileStore, storageKeyFor } from "@qs/profile-forms/profile-store";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { openReferralDialog } from "@qs/visitor-state/referral-events";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * /Referidos-QueSeguro: the referral landing. It opens the referral-advisor dialog as soon as
 * the page is in the browser; while the visitor keeps no referral the dialog cannot be
 * cancelled (the spec's pseudo-login). The page's own button opens it again.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const key = storageKeyFor(config, "persons");

  // On arrival, reading the store itself (hydration renders without the stored profile).
  useEffect(() => {
    const referral = profileStore(key).getState().profile?.referido;
    openReferralDialog({ closable: typeof referral === "object" && referral !== null });
  }, [key]);

  return (
    <section className="qs-container qs-page" aria-labelledby="qs-referral-title">
      <PageMeta
        title={t("referral.pageTitle")}
        brand={config.brand}
        description={t("referral.intro")}
        canonicalPath="/Referidos-QueSeguro"
      />
      <h1 id="qs-referral-title">{t("referral.pageTitle")}</h1>
      <p className="qs-page__lead">{t("referral.intro")}</p>
      <Button onClick={() => openReferralDialog({ closable: true })}>{t("referral.title")}</Button>
    </section>
  );
}
