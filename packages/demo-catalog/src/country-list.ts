import type { Country } from "@qs/domain/country";

/**
 * The reference country list (/api/country): the four sites first (ids 1 to
 * 4, as the sites know them), then the countries offered as nationality and
 * as coverage country.
 */
export const countryList: readonly Country[] = [
  { id: 1, name: "Chile", code: "CL", dialingCode: "+56", lang: "es", nationality: "Chilena" },
  { id: 2, name: "Perú", code: "PE", dialingCode: "+51", lang: "es", nationality: "Peruana" },
  {
    id: 3,
    name: "Colombia",
    code: "CO",
    dialingCode: "+57",
    lang: "es",
    nationality: "Colombiana",
  },
  { id: 4, name: "Internacional", code: "INT", dialingCode: null, lang: "es", nationality: null },
  {
    id: 5,
    name: "Estados Unidos",
    code: "US",
    dialingCode: "+1",
    lang: "en",
    nationality: "Estadounidense",
  },
  { id: 6, name: "España", code: "ES", dialingCode: "+34", lang: "es", nationality: "Española" },
  { id: 7, name: "México", code: "MX", dialingCode: "+52", lang: "es", nationality: "Mexicana" },
  {
    id: 8,
    name: "Argentina",
    code: "AR",
    dialingCode: "+54",
    lang: "es",
    nationality: "Argentina",
  },
  { id: 9, name: "Brasil", code: "BR", dialingCode: "+55", lang: "pt", nationality: "Brasileña" },
  {
    id: 10,
    name: "Ecuador",
    code: "EC",
    dialingCode: "+593",
    lang: "es",
    nationality: "Ecuatoriana",
  },
  {
    id: 11,
    name: "Bolivia",
    code: "BO",
    dialingCode: "+591",
    lang: "es",
    nationality: "Boliviana",
  },
  {
    id: 12,
    name: "Paraguay",
    code: "PY",
    dialingCode: "+595",
    lang: "es",
    nationality: "Paraguaya",
  },
  { id: 13, name: "Uruguay", code: "UY", dialingCode: "+598", lang: "es", nationality: "Uruguaya" },
  {
    id: 14,
    name: "Venezuela",
    code: "VE",
    dialingCode: "+58",
    lang: "es",
    nationality: "Venezolana",
  },
  { id: 15, name: "Panamá", code: "PA", dialingCode: "+507", lang: "es", nationality: "Panameña" },
  {
    id: 16,
    name: "Costa Rica",
    code: "CR",
    dialingCode: "+506",
    lang: "es",
    nationality: "Costarricense",
  },
  {
    id: 17,
    name: "Guatemala",
    code: "GT",
    dialingCode: "+502",
    lang: "es",
    nationality: "Guatemalteca",
  },
  {
    id: 18,
    name: "Honduras",
    code: "HN",
    dialingCode: "+504",
    lang: "es",
    nationality: "Hondureña",
  },
  {
    id: 19,
    name: "El Salvador",
    code: "SV",
    dialingCode: "+503",
    lang: "es",
    nationality: "Salvadoreña",
  },
  {
    id: 20,
    name: "Nicaragua",
    code: "NI",
    dialingCode: "+505",
    lang: "es",
    nationality: "Nicaragüense",
  },
  {
    id: 21,
    name: "República Dominicana",
    code: "DO",
    dialingCode: "+1",
    lang: "es",
    nationality: "Dominicana",
  },
  { id: 22, name: "Cuba", code: "CU", dialingCode: "+53", lang: "es", nationality: "Cubana" },
  {
    id: 23,
    name: "Puerto Rico",
    code: "PR",
    dialingCode: "+1",
    lang: "es",
    nationality: "Puertorriqueña",
  },
  { id: 24, name: "Canadá", code: "CA", dialingCode: "+1", lang: "en", nationality: "Canadiense" },
  { id: 25, name: "Francia", code: "FR", dialingCode: "+33", lang: "fr", nationality: "Francesa" },
  { id: 26, name: "Italia", code: "IT", dialingCode: "+39", lang: "it", nationality: "Italiana" },
  { id: 27, name: "Alemania", code: "DE", dialingCode: "+49", lang: "de", nationality: "Alemana" },
  {
    id: 28,
    name: "Reino Unido",
    code: "GB",
    dialingCode: "+44",
    lang: "en",
    nationality: "Británica",
  },
  {
    id: 29,
    name: "Portugal",
    code: "PT",
    dialingCode: "+351",
    lang: "pt",
    nationality: "Portuguesa",
  },
  { id: 30, name: "Suiza", code: "CH", dialingCode: "+41", lang: "de", nationality: "Suiza" },
  {
    id: 31,
    name: "Países Bajos",
    code: "NL",
    dialingCode: "+31",
    lang: "nl",
    nationality: "Neerlandesa",
  },
  {
    id: 32,
    name: "Australia",
    code: "AU",
    dialingCode: "+61",
    lang: "en",
    nationality: "Australiana",
  },
];

/** Latin American countries of the list (cover of the LATAM plans). */
export const latinAmericaIds: readonly number[] = [
  1, 2, 3, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
];

/** Every real country of the list (the 'Internacional' site entry left out). */
export const worldIds: readonly number[] = countryList
  .map((country) => country.id)
  .filter((id) => id !== 4);
