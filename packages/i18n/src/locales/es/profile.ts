export const profile = {
  profile: {
    title: "¿A quién quieres asegurar?",
  },
} as const;
