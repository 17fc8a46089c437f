import { formatDataDate } from "@qs/domain/data-date";
import { useCountryConfig } from "@qs/ui/country-config-context";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./data-date.css";

/**
 * The language's locale for a day: the site's own in Spanish ('es-CL' writes Chile's way),
 * the visitor's language otherwise.
 */
export function useDateLocale(): string {
  const { i18n } = useTranslation();
  const config = useCountryConfig();
  const language = i18n.language ?? "es";
  return language.startsWith("es") ? config.locale : language;
}

/** The day of a plan's data ('24 de noviembre de 2026') in the page's locale; null without one. */
export function useDataDate(updatedAt: string | null | undefined): string | null {
  return formatDataDate(updatedAt, useDateLocale());
}

/**
 * 'Datos actualizados el 24 de noviembre de 2026': how fresh a plan's data is, from the
 * catalogue's update time of the plan. Nothing when the answer carries no date.
 */
export function DataDate({
  updatedAt,
  className,
}: {
  updatedAt: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const day = useDataDate(updatedAt);
  if (!day || !updatedAt) return null;
  return (
    <p className={className ? `qs-data-date ${className}` : "qs-data-date"}>
      <time dateTime={updatedAt}>{t("dataDate.updated", { date: day })}</time>
    </p>
  );
}

/** The day alone, as a `<time>` (a comparison cell under its 'Datos actualizados' row head). */
export function DataDay({
  updatedAt,
  fallback = null,
}: {
  updatedAt: string | null | undefined;
  /** Shown when there is no date ('No informado'). */
  fallback?: ReactNode;
}) {
  const day = useDataDate(updatedAt);
  if (!day || !updatedAt) return <>{fallback}</>;
  return <time dateTime={updatedAt}>{day}</time>;
}
