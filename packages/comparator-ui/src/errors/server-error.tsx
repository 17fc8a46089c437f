import { useCountryConfig } from "@qs/ui/country-config-context";
import { useTranslation } from "react-i18next";
import "./errors.css";

/** The server-error box for other comparison failures (profile spec §8): title, reasons and a contact address. */
export function ServerError() {
  const { t } = useTranslation();
  const config = useCountryConfig();
  return (
    <div className="qs-server-error" role="alert">
      <strong className="qs-load-error__title">{t("comparator.serverTitle")}</strong>
      <ul>
        <li>{t("comparator.serverCheckConnection")}</li>
        <li>{t("comparator.serverRefresh")}</li>
      </ul>
      <p>{t("comparator.serverContact", { email: config.contact.email })}</p>
    </div>
  );
}
