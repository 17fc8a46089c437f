/** The insurance categories and business lines the contact form offers, for stories and tests. */
export const sampleCategories = [
  { id: 241, name: "POLIZA DE SALUD", displayName: "Pólizas de Salud", url: "Polizas-de-Salud" },
  { id: 242, name: "Medicina Prepagada", displayName: "Medicina Prepagada" },
];

export const sampleBusinessLines = [
  { id: 31, name: "salud", displayName: "Salud" },
  { id: 34, name: "empresas", displayName: "Empresas" },
];
