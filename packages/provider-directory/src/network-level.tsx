import type { NetworkLevel } from "@qs/domain/provider-rules";
import { useTranslation } from "react-i18next";
import "./provider-directory.css";

/** How a plan covers a provider: 'Red preferente · copago 10 %', 'Libre elección', 'No cubierta'. */
export function NetworkLevelBadge({
  level,
  copayPercent,
}: {
  level: NetworkLevel;
  copayPercent: number | null;
}) {
  const { t } = useTranslation();
  return (
    <span className={`qs-level qs-level--${level}`}>
      {t(`network.${level}`)}
      {copayPercent !== null && level !== "excluido" && (
        <> · {t("network.copay", { percent: copayPercent })}</>
      )}
    </span>
  );
}
