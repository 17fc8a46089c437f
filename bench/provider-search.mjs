// The provider directory's search at 5,000 providers: how long a visitor waits for
// GET /api/globales/prestadores (a misspelt name, name and city, a specialty in a region, a
// city alone), one request at a time over loopback HTTP, with the API's read cache off so
// every request runs the query (the trigram index, pg_trgm).
//
//   pnpm --filter @qs/bench bench:providers [-- --providers 5000 --requests 100 --database pglite,postgres]
//
// The API runs from source (tsx). Its first start migrates and seeds the demo catalogue; the
// providers are then written straight into the database as Chilean clinics, hospitals and
// centres in twenty cities (PGlite: with the API stopped, as PGlite serves one process).
import { parseArgs } from "node:util";
import { measureOnDatabases, percentile } from "./api-process.mjs";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    providers: { type: "string", default: "5000" },
    requests: { type: "string", default: "100" },
    warmup: { type: "string", default: "10" },
    database: { type: "string", default: "pglite,postgres" },
  },
});
const PROVIDERS = Number(values.providers);
const REQUESTS = Number(values.requests);
const WARMUP = Number(values.warmup);
const CHILE = 1;

const KINDS = [
  ["clinica", "Clínica"],
  ["hospital", "Hospital"],
  ["centro_medico", "Centro Médico"],
  ["centro_medico", "Policlínico"],
];
const NAMES = [
  "San José",
  "Santa María",
  "Los Andes",
  "del Pacífico",
  "Bicentenario",
  "del Sur",
  "del Norte",
  "Providencia",
  "Vitacura",
  "Ñuñoa",
  "Maipú",
  "La Florida",
  "San Bernardo",
  "Puente Alto",
  "Las Lilas",
  "El Carmen",
  "San Agustín",
  "Cordillera",
  "Costanera",
  "Mirador",
  "Alameda",
  "Santa Lucía",
  "San Rafael",
  "Los Leones",
  "Universitaria",
];
const CITIES = [
  ["Santiago", 13],
  ["Valparaíso", 5],
  ["Concepción", 8],
  ["Temuco", 9],
  ["Antofagasta", 2],
  ["La Serena", 4],
  ["Rancagua", 6],
  ["Talca", 7],
  ["Arica", 15],
  ["Iquique", 1],
  ["Puerto Montt", 10],
  ["Valdivia", 14],
  ["Chillán", 16],
  ["Osorno", 10],
  ["Punta Arenas", 12],
  ["Calama", 2],
  ["Copiapó", 3],
  ["Los Ángeles", 8],
  ["Curicó", 7],
  ["Coyhaique", 11],
];
const SPECIALTIES = [
  "Medicina general",
  "Urgencias",
  "Imagenología",
  "Pediatría",
  "Maternidad",
  "Cardiología",
  "Oncología",
  "Traumatología",
  "Neurología",
  "Cirugía",
];

/** As `providerSearchText` (@qs/domain/provider-rules) writes it. */
const searchText = (value) =>
  value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function providerRows() {
  const rows = [];
  for (let i = 0; i < PROVIDERS; i++) {
    const [kind, prefix] = KINDS[i % KINDS.length];
    const name = NAMES[Math.floor(i / KINDS.length) % NAMES.length];
    const [city, region] = CITIES[Math.floor(i / (KINDS.length * NAMES.length)) % CITIES.length];
    const copy = Math.floor(i / (KINDS.length * NAMES.length * CITIES.length));
    const displayName = `${prefix} ${name} ${city}${copy ? ` ${copy + 1}` : ""}`;
    const specialties = [
      "Medicina general",
      "Urgencias",
      ...SPECIALTIES.filter((_, index) => (i + index) % 3 === 0),
    ];
    rows.push({
      id: 900000 + i,
      displayName,
      kind,
      city,
      region,
      specialties,
      search: searchText(`${displayName} ${city}`),
    });
  }
  return rows;
}

const INSERT = `
insert into coverage_organizations (id, country_id, display_name, slug, data, kind, address, city,
  region, region_number, latitude, longitude, specialties, city_key, specialty_keys, hours, search_text)
select p.id, ${CHILE}, p.name, lower(replace(p.name, ' ', '-')),
  jsonb_build_object('id', p.id, 'displayName', p.name), p.kind, 'Av. Principal ' || p.id,
  p.city, p.city, p.region, -33 - (p.id % 100) / 20.0, -70.6 - (p.id % 50) / 100.0,
  string_to_array(p.specialties, '|'), p.city_key, string_to_array(p.specialty_keys, '|'),
  'Lunes a viernes 8:00-20:00', p.search
from json_to_recordset($1::json) as p(id int, name text, kind text, city text, region int,
  specialties text, city_key text, specialty_keys text, search text)`;

function insertParameter() {
  return JSON.stringify(
    providerRows().map((row) => ({
      id: row.id,
      name: row.displayName,
      kind: row.kind,
      city: row.city,
      region: row.region,
      specialties: row.specialties.join("|"),
      city_key: searchText(row.city),
      specialty_keys: row.specialties.map(searchText).join("|"),
      search: row.search,
    })),
  );
}

const SCENARIOS = [
  ["a misspelt name: 'clinica alemna'", "q=clinica%20alemna"],
  ["name and city: 'hospital san jose temuko'", "q=hospital%20san%20jose%20temuko"],
  ["a word in a city: 'providencia', ciudad=Santiago", "q=providencia&ciudad=Santiago"],
  ["a specialty in a region: Cardiología, region 8", "especialidad=Cardiologia&regionNumero=8"],
  ["a city alone: ciudad=Valparaíso", "ciudad=Valpara%C3%ADso"],
];

async function measure(base, database) {
  const rows = [];
  for (const [name, query] of SCENARIOS) {
    const url = `${base}/api/globales/prestadores?${query}`;
    let found = 0;
    const ask = async () => {
      const started = performance.now();
      const res = await fetch(url, { headers: { "x-country": "CL", "x-qpversion": "bench" } });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
      found = body.metadata.count;
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) await ask();
    const times = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await ask());
    times.sort((a, b) => a - b);
    rows.push({
      database,
      scenario: name,
      found,
      "p50 ms": percentile(times, 50).toFixed(1),
      "p95 ms": percentile(times, 95).toFixed(1),
    });
  }
  return rows;
}

const rows = await measureOnDatabases(values.database.split(","), {
  env: {
    HOST: "127.0.0.1",
    JOBS_INTERVAL_MS: "0",
    API_READ_CACHE: "off",
    ROBOT_MAX_REQUESTS: "1000000",
  },
  seed: async (db) => {
    await db.query(INSERT, [insertParameter()]);
    await db.query("analyze coverage_organizations");
  },
  measure,
});
console.log(
  `\nGET /api/globales/prestadores over ${PROVIDERS.toLocaleString("en")} providers (Chile) and the demo's, read cache off, one request at a time (${new Date().toISOString()})`,
);
console.table(rows);
