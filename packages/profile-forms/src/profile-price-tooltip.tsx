import { formatAmount } from "@qs/domain/format-money";
import { DEFAULT_AGE } from "@qs/domain/person";
import {
  type AssumedPerson,
  type AssumedPet,
  type AssumptionUf,
  describePriceAssumptions,
  type PriceAssumptions,
  type ProductKind,
} from "@qs/pricing/price-assumptions";
import { CatalogText } from "@qs/ui/catalog-lang";
import { usePageLocale } from "@qs/ui/page-language";
import { isMobileNow } from "@qs/ui/use-is-mobile";
import { Fragment, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StoredProfile } from "./profile-store";
import "./profile-forms.css";
import { listFormat, numberFormat } from "@qs/domain/intl-formats";

export interface ProfilePriceTooltipProps {
  /** What the plan insures: persons, pets or a company's employees. */
  kind: ProductKind;
  /** The stored profile the price is for; null when the price assumes the default person. */
  profile: StoredProfile | null;
  /** The UF value and its day, for plans priced in UF (Chile). */
  uf?: AssumptionUf | null;
}

const KIND_TEXT: Record<ProductKind, string> = {
  persons: "profile.tooltipPersons",
  pets: "profile.tooltipPets",
  collective: "profile.tooltipCollective",
};

const ASSUMED_TEXT: Record<ProductKind, string> = {
  persons: "profile.assumptions.assumedPerson",
  pets: "profile.assumptions.assumedPet",
  collective: "profile.assumptions.assumedEmployee",
};

type Translate = ReturnType<typeof useTranslation>["t"];

/** Where the listed persons or pets go in a sentence; never interpolated again (i18next). */
const PARTS = "{{parts}}";

/** A text the visitor's profile holds: the form's own words (Masculino) in the page's language when named. */
function profileWord(word: string, t: Translate, i18n: { exists: (key: string) => boolean }) {
  const key = `profile.sex.${word}`;
  return i18n.exists(key) ? t(key) : <CatalogText>{word}</CatalogText>;
}

/**
 * What the price assumes in the page's language (profile spec §2 "Profile tooltip over
 * prices"): who is counted, with their role, sex and age (dependants' ages together, pets by
 * species and breed), and the UF value of the day. The pricing rule decides who is counted;
 * the words are the site's. Species, breeds and sexes the form does not name stay as typed.
 */
export function PriceAssumptionsText({ assumptions }: { assumptions: PriceAssumptions }) {
  const { t, i18n } = useTranslation();
  const locale = usePageLocale();
  const number = (value: number) => formatAmount(value, 0, locale);
  const age = (value: number) => numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const years = (value: number) =>
    t("profile.assumptions.years", { count: value, age: age(value) });
  const list = listFormat(locale, { type: "conjunction" });

  const person = (each: AssumedPerson) =>
    [
      t(
        each.role === "titular"
          ? "profile.assumptions.roleTitular"
          : "profile.assumptions.roleSpouse",
      ),
      each.sexo ? profileWord(each.sexo, t, i18n) : null,
      years(each.edad),
    ]
      .filter((part) => part !== null)
      .map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? " " : null}
          {part}
        </Fragment>
      ));
  const pet = (each: AssumedPet) => {
    const name = [each.especie, each.raza].filter(Boolean).join(" ");
    return (
      <>
        {name ? <CatalogText>{name}</CatalogText> : t("profile.assumptions.pet")}
        {each.edad === null ? null : ` ${years(each.edad)}`}
      </>
    );
  };

  let sentence: ReactNode;
  if (assumptions.assumed) {
    sentence = t(ASSUMED_TEXT[assumptions.kind], {
      count: assumptions.persons[0]?.edad ?? DEFAULT_AGE,
    });
  } else if (assumptions.kind === "collective") {
    sentence = t("profile.assumptions.employees", {
      count: assumptions.count,
      number: number(assumptions.count),
    });
  } else {
    const parts: ReactNode[] = [];
    if (assumptions.kind === "persons") {
      for (const each of assumptions.persons) {
        if (each.role !== "carga") parts.push(person(each));
      }
      const ages = assumptions.persons.filter((each) => each.role === "carga").map((p) => p.edad);
      if (ages.length > 0) {
        parts.push(
          t("profile.assumptions.dependants", {
            count: ages.length,
            number: number(ages.length),
            ages: t("profile.assumptions.ages", {
              // One age of 1 reads '1 año'; any other age or list of ages, 'años'.
              count: ages.length === 1 ? ages[0] : ages.length,
              list: list.format(ages.map(age)),
            }),
          }),
        );
      }
    } else {
      for (const each of assumptions.pets) parts.push(pet(each));
    }
    const template = t(
      assumptions.kind === "persons" ? "profile.assumptions.persons" : "profile.assumptions.pets",
      { count: assumptions.count, number: number(assumptions.count), parts: PARTS },
    );
    const [before, after] = template.split(PARTS);
    sentence = (
      <>
        {before}
        {parts.map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? ", " : null}
            {part}
          </Fragment>
        ))}
        {after}
      </>
    );
  }

  const { uf } = assumptions;
  const ufValue = uf ? `$${formatAmount(uf.value, 2, locale)}` : null;
  return (
    <>
      {sentence}
      {uf && ufValue
        ? ` ${
            uf.date === null
              ? t("profile.assumptions.ufValueNoDate", { value: ufValue })
              : t("profile.assumptions.ufValue", { value: ufValue, date: uf.date })
          }`
        : null}
    </>
  );
}

/**
 * The profile tooltip over prices (profile spec §2): what the price is for and what it
 * assumes (who is counted, the UF value and its day). Hover on desktop, click on mobile.
 */
export function ProfilePriceTooltip({ kind, profile, uf }: ProfilePriceTooltipProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const [open, setOpen] = useState(false);
  const id = useId();
  const assumptions = describePriceAssumptions({ kind, profile, uf, locale });
  // Hover and focus open it on a desktop, a press toggles it on a phone; which one applies is
  // read when the visitor acts, so twenty cards' tooltips do not render again on hydration.
  const onDesktop = (next: boolean) => () => {
    if (!isMobileNow()) setOpen(next);
  };
  return (
    <span className="qs-price-tip">
      <button
        type="button"
        onMouseEnter={onDesktop(true)}
        onMouseLeave={onDesktop(false)}
        className="qs-price-tip__trigger"
        aria-label={t("profile.priceInfo")}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onClick={() => {
          if (isMobileNow()) setOpen(!open);
        }}
        onFocus={onDesktop(true)}
        onBlur={onDesktop(false)}
      >
        i
      </button>
      {open && (
        <span id={id} role="tooltip" className="qs-price-tip__bubble">
          {!assumptions.assumed && <span>{t(KIND_TEXT[kind])} </span>}
          <span>
            <PriceAssumptionsText assumptions={assumptions} />
          </span>
        </span>
      )}
    </span>
  );
}
