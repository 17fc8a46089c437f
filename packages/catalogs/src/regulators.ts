/**
 * Who publishes the quality figures of an insurer (`@qs/domain/insurer-quality`) in each
 * country, by the kind of organization it supervises: the complaint index, the share of
 * claims paid and the time to answer a complaint are published by these bodies. International
 * plans answer to regulators abroad, so the sites show no regulator figure for them.
 */

export interface Regulator {
  /** The name the sites cite. */
  name: string;
  /** Where it publishes its figures. */
  url: string;
}

const SUPERSALUD_CL: Regulator = {
  name: "Superintendencia de Salud",
  url: "https://www.superdesalud.gob.cl/",
};
const CMF: Regulator = {
  name: "Comisión para el Mercado Financiero (CMF)",
  url: "https://www.cmfchile.cl/",
};
const SFC: Regulator = {
  name: "Superintendencia Financiera de Colombia",
  url: "https://www.superfinanciera.gov.co/",
};
const SUPERSALUD_CO: Regulator = {
  name: "Superintendencia Nacional de Salud",
  url: "https://www.supersalud.gov.co/",
};
const SBS: Regulator = {
  name: "Superintendencia de Banca, Seguros y AFP (SBS)",
  url: "https://www.sbs.gob.pe/",
};
const SUSALUD: Regulator = {
  name: "Superintendencia Nacional de Salud (SUSALUD)",
  url: "https://www.gob.pe/susalud",
};

/** Organization types a health regulator supervises rather than the insurance one. */
const HEALTH_TYPES = new Set(["ISAPRE", "EPS", "MEDICINA PREPAGADA", "PRESTADOR", "CLINICA"]);

/** The regulator of an organization of `type` in the country `countryCode`; null abroad. */
export function regulatorOf(countryCode: string, type: string): Regulator | null {
  const health = HEALTH_TYPES.has(type);
  switch (countryCode) {
    case "CL":
      return health ? SUPERSALUD_CL : CMF;
    case "CO":
      return health ? SUPERSALUD_CO : SFC;
    case "PE":
      return health ? SUSALUD : SBS;
    default:
      return null;
  }
}
