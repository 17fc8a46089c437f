export const detail = {
  detail: {
    breadcrumbStart: "Inicio",
  },
} as const;
