import type { PriceRowInput } from "./catalog-contract";
import type { PlanKind } from "./catalog-specs";
import type { CoverageLine } from "./coverages";
import type { PdfBlock } from "./documents-pdf";
import { formatAmount, type Market } from "./markets";
import type { Random } from "./random";

/**
 * The wording of the product documents: general conditions shared by an
 * insurer's line of plans, and particular conditions of each plan. The
 * clauses follow the usual structure of health policies of the region.
 */

type Family = "people" | "pets" | "sctr" | "dental";

function familyOf(kind: PlanKind): Family {
  if (kind === "pets") return "pets";
  if (kind === "sctr") return "sctr";
  if (kind === "dental") return "dental";
  return "people";
}

export interface GeneralConditionsInput {
  kind: PlanKind;
  market: Market;
  issuer: string;
  issuerLegalName: string;
  website: string;
  categoryName: string;
  code: string;
  effectiveDate: string;
  /** Coverages of the line, with their description. */
  coverages: ReadonlyArray<{ name: string; description: string }>;
  network: ReadonlyArray<{ displayName: string; city: string }>;
  unitLabel: string;
  /** Long documents carry the annexes (12 pages or more); short ones only the clauses. */
  long: boolean;
  random: Random;
}

export interface ParticularConditionsInput {
  kind: PlanKind;
  market: Market;
  issuer: string;
  planName: string;
  productCode: string;
  categoryName: string;
  effectiveDate: string;
  unit: string;
  lines: readonly CoverageLine[];
  rows: readonly PriceRowInput[];
  facts: ReadonlyArray<readonly [string, string]>;
  gesPrice: number | null;
  random: Random;
}

const DEMO_NOTICE =
  "Documento de demostración: los planes, precios y condiciones de este documento son ilustrativos y no corresponden a una póliza real.";

// ------------------------------------------------------------ definitions

const peopleDefinitions: ReadonlyArray<readonly [string, string]> = [
  [
    "Accidente",
    "Todo suceso imprevisto, involuntario, repentino y fortuito, causado por medios externos y de un modo violento, que afecte el organismo del asegurado ocasionándole lesiones que se manifiesten por contusiones, heridas visibles o lesiones internas.",
  ],
  [
    "Asegurado titular",
    "Persona natural que contrata el seguro y que figura como tal en las condiciones particulares, responsable del pago de la prima.",
  ],
  [
    "Asegurado dependiente",
    "Cónyuge, conviviente civil, hijos u otras personas que el asegurado titular incorpora al contrato y que cumplen los requisitos de edad y parentesco de la póliza.",
  ],
  [
    "Carencia",
    "Período contado desde el inicio de la vigencia de cada asegurado durante el cual determinadas prestaciones no tienen cobertura.",
  ],
  [
    "Cirugía ambulatoria",
    "Procedimiento quirúrgico realizado en un pabellón que no requiere hospitalización o que la requiere por menos de veinticuatro horas.",
  ],
  [
    "Copago",
    "Parte del valor de una prestación cubierta que corresponde pagar al asegurado, expresada como monto fijo o como porcentaje.",
  ],
  [
    "Deducible",
    "Monto de gastos cubiertos que el asegurado asume antes de que la Compañía comience a pagar, por evento o por año de vigencia según lo indiquen las condiciones particulares.",
  ],
  [
    "Enfermedad",
    "Toda alteración del estado de salud diagnosticada por un médico legalmente habilitado, que requiera tratamiento y cuyo origen no sea un accidente.",
  ],
  [
    "Enfermedad preexistente",
    "Enfermedad, lesión o condición de salud diagnosticada o conocida por el asegurado con anterioridad a su incorporación al seguro.",
  ],
  [
    "Evento",
    "Conjunto de prestaciones originadas por una misma enfermedad o accidente, desde el primer gasto hasta el alta médica definitiva.",
  ],
  [
    "Gastos razonables y acostumbrados",
    "Valores que cobran en promedio los prestadores de similar categoría en la misma ciudad por una prestación equivalente.",
  ],
  [
    "Honorarios médicos",
    "Remuneración de los médicos cirujanos, anestesistas y ayudantes que participan en una prestación cubierta.",
  ],
  [
    "Hospitalización",
    "Permanencia del asegurado en un establecimiento de salud por un período igual o superior a veinticuatro horas, ocupando una cama y por indicación médica.",
  ],
  [
    "Libre elección",
    "Modalidad en la que el asegurado se atiende con el prestador que elige y solicita el reembolso de los gastos según los porcentajes y topes del plan.",
  ],
  [
    "Medicamentos",
    "Productos farmacéuticos recetados por un médico tratante, registrados ante la autoridad sanitaria y necesarios para el tratamiento de una enfermedad cubierta.",
  ],
  [
    "Médico tratante",
    "Profesional legalmente habilitado que atiende al asegurado y prescribe las prestaciones; no puede ser el propio asegurado ni un familiar directo.",
  ],
  [
    "Prestador en convenio",
    "Clínica, hospital, centro médico o profesional con el que la Compañía mantiene un acuerdo de precios y de pago directo.",
  ],
  [
    "Prima",
    "Precio del seguro que el contratante paga en la moneda y con la periodicidad indicadas en las condiciones particulares.",
  ],
  [
    "Reembolso",
    "Devolución al asegurado de los gastos cubiertos que pagó directamente, descontados el deducible y los copagos.",
  ],
  [
    "Tope de cobertura",
    "Monto máximo que la Compañía paga por una prestación, por evento, por año o durante toda la vigencia, según se indique.",
  ],
  [
    "Tratamiento experimental",
    "Procedimiento, medicamento o técnica que no cuenta con aprobación de la autoridad sanitaria o cuya eficacia no está respaldada por evidencia científica.",
  ],
  [
    "Urgencia médica",
    "Condición de salud que implica riesgo vital o secuela funcional grave y que requiere atención inmediata.",
  ],
  [
    "Vigencia",
    "Período durante el cual el seguro está en vigor, indicado en las condiciones particulares y renovable según estas condiciones.",
  ],
];

const petDefinitions: ReadonlyArray<readonly [string, string]> = [
  [
    "Mascota asegurada",
    "Perro o gato doméstico identificado en las condiciones particulares por su nombre, especie, raza, edad y número de microchip cuando corresponda.",
  ],
  ["Tutor", "Persona responsable de la mascota, que contrata el seguro y paga la prima."],
  ["Accidente", "Suceso imprevisto, externo y violento que cause lesiones a la mascota asegurada."],
  [
    "Enfermedad",
    "Alteración del estado de salud de la mascota diagnosticada por un médico veterinario.",
  ],
  [
    "Médico veterinario",
    "Profesional titulado y habilitado para ejercer la medicina veterinaria en el país.",
  ],
  [
    "Red veterinaria",
    "Clínicas y hospitales veterinarios con los que la Compañía mantiene convenio de atención y pago directo.",
  ],
  [
    "Responsabilidad civil",
    "Obligación del tutor de indemnizar los daños que la mascota cause a terceros, conforme a la ley.",
  ],
  [
    "Carencia",
    "Período desde el inicio de la vigencia durante el cual las enfermedades no tienen cobertura; los accidentes se cubren desde el primer día.",
  ],
  ["Deducible", "Monto que el tutor asume en cada evento antes de que la Compañía pague."],
];

const sctrDefinitions: ReadonlyArray<readonly [string, string]> = [
  [
    "Entidad empleadora",
    "Persona natural o jurídica que contrata el seguro en favor de sus trabajadores que realizan actividades de riesgo.",
  ],
  [
    "Trabajador asegurado",
    "Trabajador en planilla, contratista o subcontratista declarado por la entidad empleadora.",
  ],
  [
    "Accidente de trabajo",
    "Toda lesión orgánica o perturbación funcional causada en el centro de trabajo o con ocasión del trabajo.",
  ],
  [
    "Enfermedad profesional",
    "Estado patológico permanente o temporal que sobreviene como consecuencia directa de la clase de trabajo que desempeña el trabajador.",
  ],
  [
    "Remuneración asegurable",
    "Remuneración mensual del trabajador sobre la que se calculan la prima y las pensiones.",
  ],
  [
    "Invalidez",
    "Pérdida de capacidad de trabajo, parcial o total, temporal o permanente, calificada por la comisión médica.",
  ],
  [
    "Centro de trabajo",
    "Lugar en el que se desarrollan las actividades de riesgo declaradas por la entidad empleadora.",
  ],
];

const dentalDefinitions: ReadonlyArray<readonly [string, string]> = [
  ["Odontólogo", "Cirujano dentista habilitado para ejercer la profesión en el país."],
  [
    "Urgencia dental",
    "Dolor agudo, infección o traumatismo dental que requiere atención inmediata.",
  ],
  [
    "Prestación dental",
    "Acción clínica de diagnóstico, prevención o tratamiento realizada por un odontólogo.",
  ],
  ["Red dental", "Clínicas y centros odontológicos en convenio con la Compañía."],
  ["Copago", "Monto fijo que el asegurado paga por cada prestación en la red dental."],
  [
    "Carencia",
    "Período desde el inicio de la vigencia durante el cual determinadas prestaciones no tienen cobertura.",
  ],
];

// ------------------------------------------------------------ exclusions

const peopleExclusions = [
  "Lesiones autoinferidas, intento de suicidio o sus consecuencias, cualquiera sea el estado mental del asegurado.",
  "Tratamientos, cirugías o procedimientos con fines estéticos o de embellecimiento, salvo la cirugía reconstructiva tras un accidente o enfermedad cubierta.",
  "Cirugía refractiva y la compra de anteojos o lentes de contacto, salvo que las condiciones particulares los incluyan.",
  "Cirugía bariátrica y tratamientos de la obesidad, salvo indicación médica por obesidad mórbida con la carencia prevista.",
  "Tratamientos de infertilidad, fertilización asistida y esterilización voluntaria.",
  "Tratamientos experimentales o no aprobados por la autoridad sanitaria.",
  "Enfermedades preexistentes no declaradas en la declaración de salud.",
  "Hechos derivados de guerra, terrorismo, rebelión, conmoción civil o participación en actos delictivos.",
  "Accidentes ocurridos en estado de ebriedad o bajo la influencia de drogas no prescritas.",
  "Práctica profesional de deportes o actividades de alto riesgo, como paracaidismo, alpinismo sobre 5.000 metros o carreras de vehículos motorizados.",
  "Curas de reposo, hospitalizaciones por causas sociales y estadías en casas de reposo.",
  "Tratamientos de alcoholismo y drogadicción.",
  "Medicamentos de venta libre, vitaminas, suplementos alimenticios y productos cosméticos.",
  "Terapias alternativas o complementarias, como homeopatía, acupuntura o naturopatía.",
  "Exámenes de rutina o chequeos sin orden médica, salvo el chequeo preventivo que incluya el plan.",
  "Servicios de enfermería particular y acompañantes durante la hospitalización.",
  "Tratamientos dentales, salvo los expresamente cubiertos o los causados por un accidente.",
  "Epidemias o pandemias declaradas por la autoridad, en lo que exceda a la cobertura que exija la ley.",
  "Daños causados por energía nuclear o radiaciones ionizantes.",
  "Prestaciones realizadas fuera del área de cobertura contratada, salvo urgencias médicas.",
  "Gastos que excedan los valores razonables y acostumbrados de la plaza.",
];

const petExclusions = [
  "Enfermedades preexistentes o congénitas diagnosticadas antes del inicio de la vigencia.",
  "Cirugías estéticas como corte de orejas o cola.",
  "Esterilización, salvo indicación médica por enfermedad.",
  "Alimentos, suplementos y productos de higiene.",
  "Enfermedades que pudieron prevenirse con las vacunas obligatorias no aplicadas.",
  "Daños causados por la mascota en peleas organizadas o por actos intencionales del tutor.",
  "Mascotas destinadas a actividades comerciales, de guardia o de caza.",
];

const sctrExclusions = [
  "Accidentes ocurridos en el trayecto de ida o regreso al centro de trabajo, salvo en transporte proporcionado por la entidad empleadora.",
  "Lesiones voluntariamente autoinferidas o producidas en estado de embriaguez o bajo la influencia de drogas.",
  "Accidentes ocurridos durante permisos, licencias o vacaciones.",
  "Participación en riñas o actos delictivos.",
  "Actividades no declaradas por la entidad empleadora al contratar el seguro.",
];

const dentalExclusions = [
  "Tratamientos con fines exclusivamente estéticos, como blanqueamientos o carillas.",
  "Implantes dentales, salvo que las condiciones particulares los incluyan.",
  "Tratamientos iniciados antes del inicio de la vigencia.",
  "Prótesis perdidas o dañadas por descuido del asegurado.",
  "Anestesia general y sedación, salvo indicación médica.",
];

// ------------------------------------------------------------ clauses

function articles(input: GeneralConditionsInput): Array<{ title: string; blocks: PdfBlock[] }> {
  const family = familyOf(input.kind);
  const market = input.market;
  const unit = input.unitLabel;
  const definitions =
    family === "pets"
      ? petDefinitions
      : family === "sctr"
        ? sctrDefinitions
        : family === "dental"
          ? dentalDefinitions
          : peopleDefinitions;
  const exclusions =
    family === "pets"
      ? petExclusions
      : family === "sctr"
        ? sctrExclusions
        : family === "dental"
          ? dentalExclusions
          : peopleExclusions;
  const insured =
    family === "pets"
      ? "la mascota asegurada"
      : family === "sctr"
        ? "el trabajador asegurado"
        : "el asegurado";
  const holder =
    family === "pets" ? "el tutor" : family === "sctr" ? "la entidad empleadora" : "el contratante";

  const list: Array<{ title: string; blocks: PdfBlock[] }> = [
    {
      title: "Objeto del seguro",
      blocks: [
        {
          type: "paragraph",
          text: `${input.issuerLegalName}, en adelante "la Compañía", cubre a ${insured} conforme a estas condiciones generales, a las condiciones particulares y a los anexos que forman parte del contrato. En caso de discrepancia, las condiciones particulares prevalecen sobre las generales.`,
        },
        {
          type: "paragraph",
          text: `Este seguro corresponde al ramo ${input.categoryName} y se rige por la legislación vigente en ${market.code === "INT" ? "el país de emisión de la póliza" : market.city.replace(/ D\.C\.$/, "")} y por las instrucciones de ${market.regulator}.`,
        },
      ],
    },
    {
      title: "Definiciones",
      blocks: [
        {
          type: "paragraph",
          text: "Para efectos de este contrato, los términos siguientes tienen el significado que se indica:",
        },
        { type: "list", items: definitions.map(([term, meaning]) => `${term}: ${meaning}`) },
      ],
    },
    {
      title: "Coberturas",
      blocks: [
        {
          type: "paragraph",
          text: `La Compañía cubre los gastos de las prestaciones que se indican a continuación, en los porcentajes, topes, deducibles y copagos que establecen las condiciones particulares de cada plan. Los montos se expresan en ${unit}.`,
        },
        {
          type: "table",
          columns: ["Cobertura", "Descripción"],
          widths: [0.3, 0.7],
          rows: input.coverages.map((coverage) => [coverage.name, coverage.description]),
        },
        ...input.coverages.slice(0, 6).map(
          (coverage): PdfBlock => ({
            type: "paragraph",
            text: `${coverage.name}. ${coverage.description} La cobertura opera previa presentación de la orden o indicación del profesional tratante y de los documentos de respaldo que la Compañía razonablemente solicite.`,
          }),
        ),
      ],
    },
    {
      title: "Exclusiones",
      blocks: [
        {
          type: "paragraph",
          text: "Este seguro no cubre los gastos que tengan su origen o sean consecuencia de:",
        },
        { type: "list", items: exclusions, numbered: true },
      ],
    },
    {
      title: "Períodos de carencia",
      blocks: [
        {
          type: "paragraph",
          text:
            family === "sctr"
              ? "Las coberturas del SCTR rigen desde la fecha de inicio de vigencia indicada en la constancia, sin períodos de carencia."
              : `Los accidentes y las urgencias se cubren desde el primer día de vigencia. Las enfermedades tienen una carencia de 30 días; las cirugías programadas, de 180 días${family === "people" ? "; y la maternidad, de 300 días" : ""}. Las carencias se cuentan por separado para cada ${family === "pets" ? "mascota" : "asegurado"} desde su incorporación.`,
        },
      ],
    },
    {
      title: "Declaración de salud y preexistencias",
      blocks: [
        {
          type: "paragraph",
          text: `${holder[0]?.toUpperCase()}${holder.slice(1)} debe declarar en forma veraz y completa las enfermedades y condiciones de salud conocidas de cada ${family === "pets" ? "mascota" : "asegurado"} al momento de su incorporación. La Compañía puede aceptar la incorporación sin restricciones, con una exclusión específica, con un recargo de prima o rechazarla, lo que informará por escrito antes de la emisión.`,
        },
        {
          type: "paragraph",
          text: "La reticencia o inexactitud en la declaración de circunstancias que, conocidas por la Compañía, la hubieran llevado a no celebrar el contrato o a hacerlo en condiciones distintas, produce los efectos que establece la ley.",
        },
      ],
    },
    {
      title: "Deducibles, copagos y topes",
      blocks: [
        {
          type: "paragraph",
          text: "Los deducibles, copagos y topes de cada cobertura son los del plan contratado. El deducible se aplica por asegurado y por evento o año de vigencia, según se indique; los gastos se imputan en el orden en que se presentan.",
        },
        {
          type: "paragraph",
          text: "Cuando una prestación se realiza en un prestador en convenio, la Compañía paga directamente al prestador y el asegurado paga solo el copago correspondiente. En libre elección, la Compañía reembolsa el porcentaje del plan sobre el gasto efectivo, con el tope de la prestación.",
        },
      ],
    },
    {
      title: "Prima y forma de pago",
      blocks: [
        {
          type: "paragraph",
          text: `La prima es mensual, se expresa en ${unit} y se paga por anticipado dentro de los primeros cinco días de cada período mediante cargo automático en tarjeta o cuenta bancaria, o en la forma que indiquen las condiciones particulares.`,
        },
        {
          type: "paragraph",
          text: "El no pago de la prima dentro del plazo de gracia de treinta días producirá la terminación del contrato, previo aviso escrito al contratante. Las prestaciones ocurridas durante el plazo de gracia se cubren, descontando la prima adeudada.",
        },
        {
          type: "paragraph",
          text:
            family === "sctr"
              ? "La prima se calcula aplicando la tasa del nivel de riesgo de la actividad sobre la remuneración asegurable declarada en la planilla mensual."
              : "La prima de cada asegurado corresponde a su tramo de edad y sexo al inicio de cada período anual, según la tabla de primas del plan.",
        },
      ],
    },
    {
      title: "Vigencia y renovación",
      blocks: [
        {
          type: "paragraph",
          text: "El contrato rige desde la fecha indicada en las condiciones particulares por un año y se renueva automáticamente por períodos iguales, salvo aviso en contrario de cualquiera de las partes con treinta días de anticipación al vencimiento.",
        },
        {
          type: "paragraph",
          text: "En cada renovación la Compañía puede ajustar la prima y las condiciones del plan por razones técnicas, informándolo con al menos sesenta días de anticipación.",
        },
      ],
    },
    {
      title:
        family === "sctr"
          ? "Declaración de trabajadores"
          : "Incorporación y exclusión de asegurados",
      blocks: [
        {
          type: "paragraph",
          text:
            family === "sctr"
              ? "La entidad empleadora declara mensualmente la relación de trabajadores y sus remuneraciones. Los trabajadores que ingresen durante el mes quedan cubiertos desde su registro en la planilla."
              : family === "pets"
                ? "El tutor puede incorporar nuevas mascotas en cualquier momento, presentando la declaración de salud y una fotografía reciente. La cobertura de cada mascota termina cuando supera la edad máxima de permanencia o fallece."
                : "El asegurado titular puede incorporar a su cónyuge o conviviente y a sus hijos menores de 25 años. Los recién nacidos se incorporan sin declaración de salud si se informan dentro de los 30 días siguientes al nacimiento.",
        },
      ],
    },
    {
      title: "Procedimiento en caso de siniestro",
      blocks: [
        {
          type: "list",
          items: [
            "Dar aviso a la Compañía tan pronto como sea posible, por teléfono, correo electrónico o la aplicación móvil.",
            "Presentar la orden médica, el diagnóstico y las boletas o facturas originales de los gastos.",
            "Autorizar a la Compañía a solicitar la historia clínica y los antecedentes necesarios para evaluar el caso.",
            "En hospitalizaciones programadas, solicitar la carta de garantía o autorización previa con al menos 48 horas de anticipación.",
          ],
        },
      ],
    },
    {
      title: "Pago de reembolsos",
      blocks: [
        {
          type: "paragraph",
          text: "La Compañía paga los reembolsos dentro de los diez días hábiles siguientes a la recepción de todos los antecedentes, mediante transferencia a la cuenta bancaria que indique el asegurado. Las solicitudes deben presentarse dentro de los sesenta días siguientes a la prestación.",
        },
      ],
    },
    {
      title: "Obligaciones del contratante y del asegurado",
      blocks: [
        {
          type: "list",
          items: [
            "Pagar la prima en la forma y plazos convenidos.",
            "Informar los cambios de domicilio, correo electrónico y datos de contacto.",
            "Seguir las indicaciones de los profesionales tratantes y no agravar el riesgo asegurado.",
            "Entregar información veraz en la declaración de salud y en las solicitudes de reembolso.",
          ],
        },
      ],
    },
    {
      title: "Terminación del contrato",
      blocks: [
        {
          type: "paragraph",
          text: "El contrato termina por no pago de la prima, por decisión del contratante comunicada por escrito, por fallecimiento del asegurado titular o al cumplirse la edad máxima de permanencia. La terminación no afecta los eventos ocurridos durante la vigencia.",
        },
      ],
    },
    {
      title: "Protección de datos personales",
      blocks: [
        {
          type: "paragraph",
          text: `La Compañía trata los datos personales y de salud de los asegurados solo para la ejecución de este contrato, conforme a ${market.dataLaw}. Los titulares pueden ejercer sus derechos de acceso, rectificación, cancelación y oposición escribiendo a la Compañía.`,
        },
      ],
    },
    {
      title: "Solución de conflictos",
      blocks: [
        {
          type: "paragraph",
          text: `Las diferencias entre las partes sobre la interpretación o aplicación de este contrato pueden presentarse ante ${market.regulator}, sin perjuicio de las acciones judiciales que correspondan ante los tribunales de ${market.city}.`,
        },
      ],
    },
    {
      title: "Comunicaciones",
      blocks: [
        {
          type: "paragraph",
          text: `Las comunicaciones entre las partes se hacen por escrito al correo electrónico o domicilio registrado. La información del plan y los formularios están disponibles en ${input.website}.`,
        },
      ],
    },
  ];
  return list;
}

// ------------------------------------------------------------ annexes

/** Annex pages that read the same in every document: rendered once and copied. */
const shared = (key: string, blocks: PdfBlock[]): PdfBlock[] => [{ type: "shared", key, blocks }];

const healthQuestions = [
  "¿Padece o ha padecido alguna enfermedad cardiovascular, como hipertensión arterial, infarto o arritmias?",
  "¿Padece o ha padecido diabetes, enfermedades de la tiroides u otras enfermedades endocrinas?",
  "¿Ha sido diagnosticado de cáncer, tumores o lesiones precancerosas?",
  "¿Padece enfermedades respiratorias crónicas, como asma o enfermedad pulmonar obstructiva?",
  "¿Padece enfermedades renales, hepáticas o digestivas crónicas?",
  "¿Ha sido hospitalizado o intervenido quirúrgicamente en los últimos cinco años?",
  "¿Tiene indicada alguna cirugía, examen o tratamiento que aún no se ha realizado?",
  "¿Padece enfermedades de la columna, articulaciones o huesos?",
  "¿Ha recibido tratamiento psiquiátrico o psicológico en los últimos tres años?",
  "¿Padece alguna enfermedad neurológica, como epilepsia o migraña crónica?",
  "¿Consume medicamentos en forma permanente?",
  "¿Se encuentra embarazada a la fecha de esta declaración?",
  "¿Padece alguna enfermedad de la vista o del oído que requiera cirugía?",
  "¿Tiene alguna discapacidad física o mental?",
  "¿Consume tabaco, alcohol en exceso o drogas?",
  "¿Practica deportes o actividades de riesgo?",
  "¿Tiene un índice de masa corporal superior a 35?",
  "¿Algún otro antecedente de salud que deba informar?",
];

const petQuestions = [
  "¿La mascota ha tenido alguna enfermedad o cirugía en los últimos doce meses?",
  "¿Tiene las vacunas al día según su edad?",
  "¿Presenta alguna enfermedad congénita o hereditaria diagnosticada?",
  "¿Está en tratamiento médico actualmente?",
  "¿Ha presentado episodios de agresividad?",
];

function networkAnnex(input: GeneralConditionsInput): PdfBlock[] {
  if (input.network.length === 0) return [];
  return [
    { type: "pageBreak" },
    { type: "heading", text: "Anexo 1. Red de prestadores en convenio" },
    {
      type: "paragraph",
      text: `Prestadores con los que ${input.issuer} mantiene convenio de atención y pago directo a la fecha de este documento. La red puede cambiar; la Compañía informará las modificaciones con treinta días de anticipación.`,
    },
    {
      type: "table",
      columns: ["Prestador", "Ciudad", "Atención", "Modalidad"],
      widths: [0.4, 0.2, 0.22, 0.18],
      rows: input.network.map((clinic, index) => [
        clinic.displayName,
        clinic.city,
        index % 3 === 2 ? "Ambulatoria y urgencias" : "Hospitalaria y ambulatoria",
        index === 0 ? "Preferente" : "Convenio",
      ]),
    },
  ];
}

function waitingAnnex(family: Family): PdfBlock[] {
  const rows: string[][] =
    family === "pets"
      ? [
          ["Accidentes", "Sin carencia"],
          ["Enfermedades", "30 días"],
          ["Cirugías programadas", "90 días"],
          ["Responsabilidad civil", "Sin carencia"],
        ]
      : family === "dental"
        ? [
            ["Urgencias dentales", "Sin carencia"],
            ["Prevención", "Sin carencia"],
            ["Obturaciones", "90 días"],
            ["Endodoncia", "180 días"],
            ["Ortodoncia", "12 meses"],
          ]
        : [
            ["Urgencias y accidentes", "Sin carencia"],
            ["Consultas y exámenes", "30 días"],
            ["Hospitalización por enfermedad", "90 días"],
            ["Cirugías programadas", "180 días"],
            ["Parto, neonatología y obstetricia", "300 días"],
            ["Psiquiatría y/o psicología", "180 días"],
            ["Cirugía bariátrica", "24 meses"],
            ["Cirugía refractiva", "12 meses"],
            ["Enfermedades preexistentes declaradas", "12 meses"],
          ];
  return shared(`waiting:${family}`, [
    { type: "heading", text: "Anexo 2. Tabla de períodos de carencia" },
    { type: "table", columns: ["Prestación", "Período de carencia"], widths: [0.6, 0.4], rows },
    {
      type: "paragraph",
      text: "Los períodos de carencia no se aplican a los asegurados que provengan de otro seguro de salud con coberturas equivalentes, sin interrupción mayor a treinta días, en lo que ya hubieran cumplido.",
    },
  ]);
}

function declarationAnnex(family: Family): PdfBlock[] {
  return shared(`declaration:${family}`, [
    { type: "heading", text: "Anexo 3. Declaración de salud" },
    {
      type: "paragraph",
      text:
        family === "pets"
          ? "Complete una declaración por cada mascota. Las respuestas afirmativas deben detallarse al final del formulario."
          : "Complete una declaración por cada asegurado. Las respuestas afirmativas deben detallarse al final del formulario, indicando diagnóstico, fecha y tratamiento.",
    },
    { type: "checklist", items: family === "pets" ? petQuestions : healthQuestions },
    {
      type: "formFields",
      fields: [
        "Detalle de respuestas afirmativas:",
        "",
        "Nombre del asegurado:",
        "Documento de identidad:",
        "Fecha:",
      ],
    },
    {
      type: "signatures",
      names: ["Firma del asegurado titular", "Firma del asegurado dependiente"],
    },
  ]);
}

function claimFormAnnex(): PdfBlock[] {
  return shared("claim-form", [
    { type: "heading", text: "Anexo 4. Formulario de solicitud de reembolso" },
    { type: "subheading", text: "Datos del asegurado titular" },
    {
      type: "formFields",
      fields: [
        "Nombre completo:",
        "Documento de identidad:",
        "Número de póliza:",
        "Teléfono:",
        "Correo electrónico:",
      ],
    },
    { type: "subheading", text: "Datos de la atención" },
    {
      type: "formFields",
      fields: [
        "Nombre del paciente:",
        "Diagnóstico:",
        "Fecha de la atención:",
        "Prestador:",
        "Monto total pagado:",
      ],
    },
    { type: "subheading", text: "Cuenta para el depósito" },
    {
      type: "formFields",
      fields: ["Banco:", "Tipo de cuenta:", "Número de cuenta:", "Titular de la cuenta:"],
    },
    {
      type: "paragraph",
      text: "Adjunte las boletas o facturas originales, la orden médica y el detalle de la atención. Declaro que la información entregada es verdadera y autorizo a la Compañía a verificarla con los prestadores.",
    },
    { type: "signatures", names: ["Firma del asegurado titular"] },
  ]);
}

function complaintsAnnex(input: GeneralConditionsInput): PdfBlock[] {
  return [
    { type: "pageBreak" },
    { type: "heading", text: "Anexo 5. Atención de consultas, quejas y reclamos" },
    {
      type: "paragraph",
      text: `Los asegurados pueden presentar consultas, quejas y reclamos a ${input.issuer} por su sitio web ${input.website}, por teléfono o en sus oficinas. La Compañía responde dentro de los quince días hábiles siguientes a su recepción.`,
    },
    {
      type: "paragraph",
      text: `Si la respuesta no es satisfactoria, el asegurado puede recurrir a ${input.market.regulator} o a los mecanismos de defensa del consumidor financiero que establece la ley.`,
    },
    {
      type: "list",
      items: [
        "Identificación del reclamante y número de póliza.",
        "Descripción de los hechos y de la solución que se solicita.",
        "Documentos que respalden el reclamo.",
        "Medio de contacto para recibir la respuesta.",
      ],
    },
  ];
}

function ridersAnnex(): PdfBlock[] {
  return shared("riders", [
    { type: "heading", text: "Anexo 6. Cláusulas adicionales" },
    { type: "subheading", text: "Cláusula de cobertura en el extranjero" },
    {
      type: "paragraph",
      text: "Cuando el plan incluya cobertura en el extranjero, la Compañía cubre las urgencias ocurridas durante viajes de hasta noventa días continuos, con el tope indicado en las condiciones particulares. Los tratamientos programados requieren autorización previa y se realizan en la red internacional de la Compañía.",
    },
    { type: "subheading", text: "Cláusula de exoneración de primas por fallecimiento del titular" },
    {
      type: "paragraph",
      text: "Si el asegurado titular fallece durante la vigencia, los asegurados dependientes mantienen la cobertura sin pago de prima por doce meses, siempre que el contrato estuviera al día a la fecha del fallecimiento.",
    },
    { type: "subheading", text: "Cláusula de segunda opinión médica" },
    {
      type: "paragraph",
      text: "Ante un diagnóstico de enfermedad grave, el asegurado puede solicitar una segunda opinión a especialistas de la red internacional, sin costo, a partir de su historia clínica y exámenes.",
    },
    { type: "subheading", text: "Cláusula de continuidad de cobertura" },
    {
      type: "paragraph",
      text: "Los asegurados que se cambien a otro plan de la Compañía mantienen la antigüedad ya cumplida para efectos de carencias y preexistencias declaradas.",
    },
  ]);
}

const procedures: ReadonlyArray<readonly [string, string, string]> = [
  ["0101001", "Consulta médica de medicina general", "Ambulatoria"],
  ["0101002", "Consulta médica de especialidad", "Ambulatoria"],
  ["0301045", "Hemograma completo", "Laboratorio"],
  ["0302034", "Perfil lipídico", "Laboratorio"],
  ["0302075", "Perfil bioquímico", "Laboratorio"],
  ["0401001", "Radiografía de tórax", "Imagenología"],
  ["0404003", "Ecografía abdominal", "Imagenología"],
  ["0405002", "Tomografía computarizada de cerebro", "Imagenología"],
  ["0405010", "Resonancia magnética de columna", "Imagenología"],
  ["1101001", "Electrocardiograma", "Procedimiento"],
  ["1101009", "Ecocardiograma Doppler", "Procedimiento"],
  ["1201001", "Espirometría", "Procedimiento"],
  ["1301001", "Densitometría ósea", "Imagenología"],
  ["1401001", "Mamografía bilateral", "Imagenología"],
  ["1501001", "Papanicolau", "Laboratorio"],
  ["1601001", "Antígeno prostático específico", "Laboratorio"],
  ["1701003", "Colonoscopia", "Procedimiento"],
  ["1801001", "Endoscopia digestiva alta", "Procedimiento"],
  ["1901002", "Quimioterapia ambulatoria, por sesión", "Oncología"],
  ["1902001", "Radioterapia, por sesión", "Oncología"],
  ["2001001", "Hemodiálisis, por sesión", "Procedimiento"],
  ["2101001", "Apendicectomía", "Cirugía"],
  ["2104010", "Colecistectomía laparoscópica", "Cirugía"],
  ["2105002", "Hernioplastia inguinal", "Cirugía"],
  ["2201003", "Artroscopia de rodilla", "Cirugía"],
  ["2203015", "Reemplazo total de cadera", "Cirugía"],
  ["2501001", "Cesárea", "Maternidad"],
  ["2501009", "Parto normal", "Maternidad"],
  ["2601004", "Amigdalectomía", "Cirugía"],
  ["2702011", "Cirugía de cataratas", "Cirugía"],
  ["0601001", "Kinesiología, por sesión", "Rehabilitación"],
  ["0901001", "Consulta de psicología", "Salud mental"],
  ["0902001", "Consulta de psiquiatría", "Salud mental"],
  ["3001001", "Día cama en habitación individual", "Hospitalaria"],
  ["3001002", "Día cama en unidad de cuidados intensivos", "Hospitalaria"],
  ["3101001", "Derecho de pabellón", "Hospitalaria"],
  ["3201001", "Traslado en ambulancia", "Urgencia"],
];

function glossaryAnnex(number: number): PdfBlock[] {
  return shared(`glossary:${number}`, [
    { type: "heading", text: `Anexo ${number}. Glosario de prestaciones` },
    {
      type: "paragraph",
      text: "Codificación de referencia de las prestaciones más frecuentes. La cobertura de cada prestación se determina por el grupo al que pertenece y por el cuadro de coberturas del plan contratado.",
    },
    {
      type: "table",
      columns: ["Código", "Prestación", "Grupo", "Requiere orden médica"],
      widths: [0.14, 0.5, 0.18, 0.18],
      rows: procedures.map(([code, name, group]) => [
        code,
        name,
        group,
        group === "Urgencia" ? "No" : "Sí",
      ]),
    },
  ]);
}

function reimbursementAnnex(number: number): PdfBlock[] {
  const groups = [
    "Ambulatoria",
    "Laboratorio",
    "Imagenología",
    "Procedimiento",
    "Cirugía",
    "Hospitalaria",
    "Maternidad",
    "Oncología",
    "Rehabilitación",
    "Salud mental",
    "Urgencia",
  ];
  return shared(`reimbursement:${number}`, [
    {
      type: "heading",
      text: `Anexo ${number}. Plazos y documentos para reembolsos por grupo de prestaciones`,
    },
    {
      type: "table",
      columns: ["Grupo de prestaciones", "Documentos", "Plazo para presentar", "Plazo de pago"],
      widths: [0.24, 0.4, 0.18, 0.18],
      rows: groups.map((group) => [
        group,
        group === "Hospitalaria" || group === "Cirugía" || group === "Maternidad"
          ? "Factura detallada, epicrisis, protocolo operatorio y orden de hospitalización"
          : "Boleta o factura, orden médica y detalle de la prestación",
        "60 días",
        group === "Hospitalaria" || group === "Cirugía" ? "15 días hábiles" : "10 días hábiles",
      ]),
    },
    {
      type: "paragraph",
      text: "Las solicitudes presentadas fuera de plazo pueden ser rechazadas. La Compañía puede pedir antecedentes adicionales, en cuyo caso el plazo de pago se cuenta desde su recepción.",
    },
  ]);
}

function guaranteeLetterAnnex(number: number): PdfBlock[] {
  return shared(`guarantee-letter:${number}`, [
    { type: "heading", text: `Anexo ${number}. Modelo de solicitud de carta de garantía` },
    {
      type: "paragraph",
      text: "Para hospitalizaciones y cirugías programadas en prestadores en convenio, el prestador solicita a la Compañía una carta de garantía con al menos 48 horas de anticipación. La carta indica el monto autorizado y el copago estimado del asegurado.",
    },
    { type: "subheading", text: "Datos de la solicitud" },
    {
      type: "formFields",
      fields: [
        "Prestador:",
        "Nombre del paciente:",
        "Número de póliza:",
        "Diagnóstico (CIE-10):",
        "Procedimiento programado:",
        "Fecha de ingreso:",
        "Días de hospitalización estimados:",
        "Presupuesto total:",
        "Médico tratante:",
      ],
    },
    { type: "signatures", names: ["Firma y timbre del prestador", "Firma del asegurado"] },
  ]);
}

function dependantsAnnex(number: number): PdfBlock[] {
  return shared(`dependants:${number}`, [
    {
      type: "heading",
      text: `Anexo ${number}. Formulario de incorporación de asegurados dependientes`,
    },
    {
      type: "paragraph",
      text: "Complete una sección por cada dependiente. Los recién nacidos informados dentro de los 30 días siguientes al nacimiento se incorporan sin declaración de salud.",
    },
    ...[1, 2, 3].flatMap((index): PdfBlock[] => [
      { type: "subheading", text: `Dependiente ${index}` },
      {
        type: "formFields",
        fields: [
          "Nombre completo:",
          "Documento de identidad:",
          "Fecha de nacimiento:",
          "Parentesco (cónyuge, hijo, hija):",
          "Sexo:",
        ],
      },
    ]),
    { type: "signatures", names: ["Firma del asegurado titular"] },
  ]);
}

// ------------------------------------------------------------ documents

export function generalConditionsBlocks(input: GeneralConditionsInput): PdfBlock[] {
  const family = familyOf(input.kind);
  const list = articles(input);
  const blocks: PdfBlock[] = [
    {
      type: "title",
      text: "Condiciones Generales",
      subtitle: `${input.categoryName} · ${input.issuer}`,
    },
    {
      type: "keyValues",
      rows: [
        ["Compañía", input.issuerLegalName],
        ["Ramo", input.categoryName],
        ["Código del condicionado", input.code],
        ["Vigente desde", input.effectiveDate],
        ["Moneda", input.unitLabel],
      ],
    },
    { type: "notice", text: DEMO_NOTICE },
  ];
  if (input.long) {
    blocks.push(
      { type: "pageBreak" },
      { type: "heading", text: "Índice" },
      {
        type: "list",
        items: [
          ...list.map((article, index) => `Artículo ${index + 1}. ${article.title}`),
          ...(input.network.length > 0 ? ["Anexo 1. Red de prestadores en convenio"] : []),
          "Anexo 2. Tabla de períodos de carencia",
          "Anexo 3. Declaración de salud",
          "Anexo 4. Formulario de solicitud de reembolso",
          "Anexo 5. Atención de consultas, quejas y reclamos",
          "Anexo 6. Cláusulas adicionales",
          "Anexos 7 y siguientes. Glosario de prestaciones y formularios complementarios",
        ],
      },
      { type: "pageBreak" },
    );
  }
  list.forEach((article, index) => {
    blocks.push(
      { type: "heading", text: `Artículo ${index + 1}. ${article.title}` },
      ...article.blocks,
    );
  });
  blocks.push({ type: "signatures", names: [`${input.issuerLegalName} · Gerente General`] });
  if (input.long) {
    blocks.push(
      ...networkAnnex(input),
      ...waitingAnnex(family),
      ...declarationAnnex(family),
      ...claimFormAnnex(),
      ...complaintsAnnex(input),
      ...ridersAnnex(),
    );
    const optional = [
      (n: number) => glossaryAnnex(n),
      (n: number) => reimbursementAnnex(n),
      (n: number) => guaranteeLetterAnnex(n),
      (n: number) => dependantsAnnex(n),
    ];
    const chosen = [optional[0], ...input.random.sample(optional.slice(1), input.random.int(0, 3))];
    chosen.forEach((annex, index) => {
      if (annex) blocks.push(...annex(7 + index));
    });
  }
  return blocks;
}

function priceTable(kind: PlanKind, rows: readonly PriceRowInput[], unit: string): PdfBlock {
  const money = (value: number) => formatAmount(value, unit);
  if (rows.some((row) => row.species)) {
    return {
      type: "table",
      columns: ["Especie", "Raza", "Edad", "Prima mensual"],
      widths: [0.2, 0.35, 0.2, 0.25],
      rows: rows.map((row) => [
        row.species ?? "",
        row.breed ?? "Todas las razas",
        `${row.ageMin} a ${row.ageMax} años`,
        money(row.price),
      ]),
    };
  }
  if (rows.some((row) => row.sex)) {
    const bands = [...new Map(rows.map((row) => [`${row.ageMin}-${row.ageMax}`, row])).values()];
    return {
      type: "table",
      columns: ["Edad", "Hombre", "Mujer"],
      widths: [0.34, 0.33, 0.33],
      rows: bands.map((band) => {
        const of = (sex: string) =>
          rows.find(
            (row) => row.ageMin === band.ageMin && row.ageMax === band.ageMax && row.sex === sex,
          );
        const male = of("Masculino");
        const female = of("Femenino");
        return [
          `${band.ageMin} a ${band.ageMax} años`,
          male ? money(male.price) : "-",
          female ? money(female.price) : "-",
        ];
      }),
    };
  }
  const per =
    kind === "collective" || kind === "sctr" || kind === "eps"
      ? "Prima mensual por trabajador"
      : "Prima mensual por beneficiario";
  return {
    type: "table",
    columns: ["Edad", per],
    widths: [0.5, 0.5],
    rows: rows.map((row) => [`${row.ageMin} a ${row.ageMax} años`, money(row.price)]),
  };
}

const specialConditions = [
  "La cobertura de cada asegurado comienza el primer día del mes siguiente a la aceptación de su solicitud.",
  "Los gastos en prestadores fuera de la red se reembolsan según la modalidad de libre elección.",
  "El plan se renueva automáticamente cada año; la prima de cada asegurado se ajusta a su nuevo tramo de edad.",
  "Los asegurados pueden consultar la red actualizada de prestadores en el sitio web de la Compañía.",
  "Las urgencias en el extranjero se cubren durante viajes de hasta noventa días continuos, si el plan lo incluye.",
  "Los hijos recién nacidos se incorporan sin declaración de salud si se informan dentro de treinta días.",
  "La Compañía puede solicitar exámenes médicos para la incorporación de asegurados mayores de 60 años.",
];

export function particularConditionsBlocks(input: ParticularConditionsInput): PdfBlock[] {
  const isapre = input.kind === "isapre";
  const blocks: PdfBlock[] = [
    {
      type: "title",
      text: isapre ? "Plan de Salud" : "Condiciones Particulares",
      subtitle: `${input.planName} · ${input.issuer}`,
    },
    {
      type: "keyValues",
      rows: [
        ["Plan", input.planName],
        ["Código del producto", input.productCode],
        ["Compañía", input.issuer],
        ["Ramo", input.categoryName],
        ...input.facts,
        ["Vigente desde", input.effectiveDate],
      ],
    },
  ];
  if (input.lines.length > 0) {
    blocks.push(
      { type: "heading", text: "Cuadro de coberturas" },
      {
        type: "table",
        columns: ["Cobertura", "Porcentaje", "Tope", "Deducible o copago"],
        widths: [0.34, 0.24, 0.22, 0.2],
        rows: input.lines.map((line) => [line.name, line.cover, line.top, line.deductible]),
      },
    );
  }
  blocks.push(
    {
      type: "heading",
      text: isapre ? "Precio del plan por beneficiario" : "Tabla de primas mensuales",
    },
    priceTable(input.kind, input.rows, input.unit),
    {
      type: "paragraph",
      text: isapre
        ? `Precio mensual por beneficiario según el tramo de edad, en UF, con el precio GES de ${formatAmount(input.gesPrice ?? 0, "UF")} incluido. Las cargas menores de 2 años no pagan plan, solo GES.`
        : `Primas mensuales expresadas en ${input.unit === "UF" ? "UF" : input.unit}, con impuestos incluidos cuando corresponda. La prima de cada asegurado se determina por su edad al inicio de cada período anual.`,
    },
    { type: "heading", text: "Condiciones especiales" },
    {
      type: "list",
      items: input.random.sample(specialConditions, input.random.int(3, 5)),
      numbered: true,
    },
    { type: "notice", text: DEMO_NOTICE },
    { type: "signatures", names: [`${input.issuer} · Representante legal`, "Contratante"] },
  );
  return blocks;
}
