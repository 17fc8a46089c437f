import { hasEnteredProfile } from "@qs/domain/entered-profile";
import { type AgeLimits, classifyByAgeLimits, insuredPersons } from "@qs/domain/person";
import { CatalogText } from "@qs/ui/catalog-lang";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StoredProfile } from "./profile-store";
import "./profile-forms.css";

/** The popover closes this long after the pointer leaves (profile spec §9). */
export const POPOVER_CLOSE_DELAY_MS = 100;

export interface InsurablePersonsProps {
  profile: StoredProfile | null;
  /** Pets are counted instead of persons. */
  pets?: boolean;
  /** Ages the product insures (min-max, both included); open when missing. */
  limits?: AgeLimits;
}

export type Row = { role: "titular" | "pareja" | "carga"; sexo: string | null; edad: number };

/** Where the sex goes in a person's line; never interpolated again (i18next). */
const SEX = "{{sex}}";

/** Who a price is for: insurable and uninsurable persons (or pets) of the profile. */
export function insurableSummary(
  profile: StoredProfile | null,
  pets: boolean,
  limits: AgeLimits = {},
): { insurable: Row[]; uninsurable: Row[] } {
  if (pets) {
    const rows = (profile?.mascota ?? []).map((pet) => ({
      role: "carga" as const,
      sexo: [pet.especie, pet.raza].filter(Boolean).join(" ") || null,
      edad: typeof pet.edad === "number" ? pet.edad : 0,
    }));
    return classifyByAgeLimits(rows, limits);
  }
  const rows = insuredPersons({ cotizante: profile?.cotizante, cargas: profile?.cargas }).map(
    ({ tipo, edad, person }): Row => ({
      role: tipo === "cotizante" ? "titular" : tipo,
      sexo: person.sexo ?? null,
      edad,
    }),
  );
  return classifyByAgeLimits(rows, limits);
}

/**
 * One insured person (or pet) as the profile lists it: 'Titular · Femenino · 38 años', with the
 * role, the sex the form names and the age in the page's words; a pet's species and breed as
 * they were chosen (the form's Spanish names, marked as such).
 */
export function PersonLine({ row, pets }: { row: Row; pets: boolean }) {
  const { t, i18n } = useTranslation();
  const role =
    row.role === "titular"
      ? t("profile.roleTitular")
      : row.role === "pareja"
        ? t("profile.rolePartner")
        : t("profile.roleDependant");
  const key = `profile.sex.${row.sexo}`;
  const sex: ReactNode = !row.sexo ? (
    "—"
  ) : !pets && i18n.exists(key) ? (
    t(key)
  ) : (
    <CatalogText>{row.sexo}</CatalogText>
  );
  const [before, after] = t("profile.personLine", {
    role,
    sex: SEX,
    age: t("profile.years", { count: row.edad }),
  }).split(SEX);
  return (
    <>
      {before}
      {sex}
      {after}
    </>
  );
}

/** 'para N personas' (or mascotas) with a popover listing who is and is not insurable (profile spec §2). */
export function InsurablePersons({ profile, pets = false, limits }: InsurablePersonsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  if (!hasEnteredProfile(profile)) return null;
  const { insurable, uninsurable } = insurableSummary(profile, pets, limits);
  const count = insurable.length;
  if (count + uninsurable.length === 0) return null;
  const line = (row: Row) => <PersonLine row={row} pets={pets} />;
  const scheduleClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), POPOVER_CLOSE_DELAY_MS);
  };
  return (
    <span className="qs-insurable">
      <button
        type="button"
        className="qs-insurable__trigger"
        onMouseEnter={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onMouseLeave={scheduleClose}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen(!open)}
      >
        {t(pets ? "profile.forPets" : "profile.forPersons", { count })}
      </button>
      {open && (
        <span id={popoverId} className="qs-insurable__popover" role="tooltip">
          <strong>{t("profile.insurable")}</strong>
          <span className="qs-insurable__list">
            {insurable.map((row, index) => (
              <span key={`i-${index}`}>{line(row)}</span>
            ))}
          </span>
          {uninsurable.length > 0 && (
            <>
              <strong>{t("profile.uninsurable")}</strong>
              <span className="qs-insurable__list">
                {uninsurable.map((row, index) => (
                  <span key={`u-${index}`}>{line(row)}</span>
                ))}
              </span>
            </>
          )}
        </span>
      )}
    </span>
  );
}
