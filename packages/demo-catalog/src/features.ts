import type { Feature } from "@qs/domain/feature";
import type { PlanKind, Tier } from "./catalog-specs";
import type { Random } from "./random";

/**
 * Product features (the benefits listed on cards, and the features filter).
 * Ids are shared by every product that has the feature.
 */

const feature = (id: number, name: string, icon: string, description: string): Feature => ({
  id,
  name,
  displayName: name,
  icon,
  description,
});

export const featureCatalogue = {
  telemedicina: feature(
    601,
    "Telemedicina 24/7",
    "video",
    "Videoconsulta con médico general a cualquier hora, sin costo adicional.",
  ),
  dental: feature(
    602,
    "Cobertura dental",
    "tooth",
    "Urgencias dentales, limpieza anual y tratamientos con copago preferencial.",
  ),
  internacional: feature(
    603,
    "Cobertura internacional",
    "globe",
    "Atención de urgencias y tratamientos programados fuera del país.",
  ),
  maternidad: feature(
    604,
    "Maternidad incluida",
    "baby",
    "Control prenatal, parto y cuidados del recién nacido después del período de carencia.",
  ),
  domicilio: feature(
    605,
    "Médico a domicilio",
    "home-medical",
    "Visitas médicas en casa con copago fijo.",
  ),
  chequeo: feature(
    606,
    "Chequeo preventivo anual",
    "clipboard-check",
    "Exámenes preventivos una vez al año en la red de prestadores.",
  ),
  ambulancia: feature(
    607,
    "Ambulancia terrestre",
    "ambulance",
    "Traslado en ambulancia para urgencias médicas.",
  ),
  segundaOpinion: feature(
    608,
    "Segunda opinión médica",
    "user-doctor",
    "Segunda opinión de especialistas internacionales para diagnósticos complejos.",
  ),
  reembolsoApp: feature(
    609,
    "Reembolsos desde la app",
    "smartphone",
    "Solicita y sigue tus reembolsos en línea, con pago en pocos días.",
  ),
  farmacias: feature(
    610,
    "Descuentos en farmacias",
    "pills",
    "Descuentos en medicamentos en cadenas de farmacias en convenio.",
  ),
  saludMental: feature(
    611,
    "Salud mental",
    "brain",
    "Sesiones de psicología y psiquiatría con cobertura anual.",
  ),
  oncologia: feature(
    612,
    "Cobertura oncológica",
    "ribbon",
    "Quimioterapia, radioterapia y cirugía oncológica en la red.",
  ),
  libreEleccion: feature(
    613,
    "Libre elección de médicos",
    "stethoscope",
    "Atención con el médico que elijas, con reembolso según tu plan.",
  ),
  sinCopago: feature(
    614,
    "Sin copago en la red preferente",
    "badge-check",
    "Hospitalización sin copago en las clínicas preferentes del plan.",
  ),
  optica: feature(615, "Óptica", "glasses", "Aporte anual para lentes ópticos o de contacto."),
  vacunas: feature(
    616,
    "Vacunas",
    "syringe",
    "Vacunas del plan nacional y complementarias para niños y adultos.",
  ),
  preexistencias: feature(
    617,
    "Preexistencias cubiertas tras carencia",
    "shield-check",
    "Enfermedades preexistentes declaradas cubiertas tras el período de carencia.",
  ),
  rentaDiaria: feature(
    618,
    "Renta diaria por hospitalización",
    "calendar",
    "Un monto diario en dinero por cada día de hospitalización.",
  ),
  vetConsulta: feature(
    620,
    "Consultas veterinarias",
    "paw",
    "Consultas veterinarias generales y de urgencia en la red.",
  ),
  vetCirugia: feature(
    621,
    "Cirugías veterinarias",
    "scalpel",
    "Cirugías por accidente o enfermedad con reembolso del 80%.",
  ),
  vetVacunas: feature(
    622,
    "Vacunación anual",
    "syringe",
    "Vacunas anuales y desparasitación incluidas.",
  ),
  responsabilidadCivil: feature(
    623,
    "Responsabilidad civil",
    "scale",
    "Daños que tu mascota cause a terceros, hasta el tope contratado.",
  ),
  vetExequial: feature(
    624,
    "Servicio exequial",
    "feather",
    "Cremación o servicio exequial de la mascota.",
  ),
  vetTelemedicina: feature(
    625,
    "Orientación veterinaria telefónica",
    "phone",
    "Orientación veterinaria por teléfono o video todos los días.",
  ),
  sinDeclaracion: feature(
    630,
    "Incorporación sin declaración de salud",
    "users",
    "Ingreso de trabajadores sin declaración de salud desde el mínimo de empleados.",
  ),
  ejecutivoDedicado: feature(
    631,
    "Ejecutivo de cuenta dedicado",
    "headset",
    "Un ejecutivo atiende altas, bajas y reembolsos de la empresa.",
  ),
  portalEmpresa: feature(
    632,
    "Portal de administración",
    "laptop",
    "Altas, bajas y nóminas en línea para el área de personas.",
  ),
  cargasIncluidas: feature(
    633,
    "Cargas familiares",
    "family",
    "Cónyuge e hijos pueden incorporarse al plan de la empresa.",
  ),
  atencionMedicaSctr: feature(
    640,
    "Atención médica por accidente de trabajo",
    "helmet-safety",
    "Atención, hospitalización y rehabilitación al 100% por accidentes de trabajo.",
  ),
  pensionSctr: feature(
    641,
    "Pensión de invalidez y sobrevivencia",
    "hand-holding-heart",
    "Pensiones por invalidez parcial o total y a sobrevivientes.",
  ),
  constanciaSctr: feature(
    642,
    "Constancia en línea",
    "file-certificate",
    "Constancias de cobertura emitidas en el día para ingresar a obra.",
  ),
  evacuacion: feature(
    650,
    "Evacuación médica",
    "plane",
    "Evacuación aérea al centro médico adecuado más cercano.",
  ),
  repatriacion: feature(
    651,
    "Repatriación",
    "plane-arrival",
    "Repatriación sanitaria y de restos mortales al país de origen.",
  ),
  trasplantes: feature(
    652,
    "Trasplantes de órganos",
    "heart-pulse",
    "Trasplantes de órganos y médula ósea hasta el máximo del plan.",
  ),
  pagoDirecto: feature(
    653,
    "Pago directo a hospitales",
    "hospital",
    "Pago directo en la red de hospitales sin adelantar dinero.",
  ),
  ges: feature(
    660,
    "GES incluido",
    "shield",
    "Garantías Explícitas en Salud con prestadores GES de la Isapre.",
  ),
  caec: feature(
    661,
    "Cobertura CAEC",
    "shield-plus",
    "Cobertura adicional para enfermedades catastróficas con deducible.",
  ),
  urgencia: feature(
    662,
    "Urgencias 24 horas",
    "kit-medical",
    "Atención de urgencias en la red sin autorización previa.",
  ),
} as const satisfies Record<string, Feature>;

type FeatureKey = keyof typeof featureCatalogue;

/** Features each kind of plan may have: the first ones are the most common. */
const poolByKind: Record<PlanKind, readonly FeatureKey[]> = {
  health: [
    "urgencia",
    "telemedicina",
    "chequeo",
    "libreEleccion",
    "maternidad",
    "reembolsoApp",
    "saludMental",
    "segundaOpinion",
    "domicilio",
    "optica",
    "internacional",
  ],
  prepaid: [
    "urgencia",
    "sinCopago",
    "telemedicina",
    "maternidad",
    "domicilio",
    "chequeo",
    "vacunas",
    "dental",
    "saludMental",
    "optica",
    "internacional",
  ],
  eps: ["urgencia", "telemedicina", "domicilio", "chequeo", "farmacias", "vacunas", "optica"],
  complementary: [
    "reembolsoApp",
    "telemedicina",
    "rentaDiaria",
    "farmacias",
    "dental",
    "oncologia",
    "segundaOpinion",
  ],
  isapre: [
    "ges",
    "caec",
    "urgencia",
    "telemedicina",
    "sinCopago",
    "libreEleccion",
    "maternidad",
    "chequeo",
    "reembolsoApp",
    "internacional",
  ],
  catastrophic: ["oncologia", "segundaOpinion", "reembolsoApp", "trasplantes", "internacional"],
  dental: ["dental", "urgencia", "reembolsoApp", "telemedicina"],
  oncology: ["oncologia", "segundaOpinion", "telemedicina", "farmacias", "internacional"],
  clinic: [
    "urgencia",
    "chequeo",
    "telemedicina",
    "maternidad",
    "vacunas",
    "farmacias",
    "domicilio",
  ],
  pets: [
    "vetConsulta",
    "vetCirugia",
    "vetVacunas",
    "responsabilidadCivil",
    "vetTelemedicina",
    "vetExequial",
  ],
  collective: [
    "sinDeclaracion",
    "cargasIncluidas",
    "ejecutivoDedicado",
    "portalEmpresa",
    "telemedicina",
    "chequeo",
    "saludMental",
  ],
  sctr: ["atencionMedicaSctr", "pensionSctr", "constanciaSctr", "ejecutivoDedicado"],
  international: [
    "pagoDirecto",
    "evacuacion",
    "repatriacion",
    "trasplantes",
    "segundaOpinion",
    "maternidad",
    "telemedicina",
    "chequeo",
  ],
};

/** 2 to 6 features: higher tiers get more, drawn from the most common of the kind. */
export function pickFeatures(kind: PlanKind, tier: Tier, random: Random): Feature[] {
  const pool = poolByKind[kind];
  const count = Math.min(pool.length, Math.max(2, Math.min(6, tier + random.int(1, 2))));
  const reach = Math.min(pool.length, count + tier);
  const chosen = random.sample(pool.slice(0, reach), count);
  return chosen
    .sort((a, b) => pool.indexOf(a) - pool.indexOf(b))
    .map((key) => ({ ...featureCatalogue[key] }));
}
