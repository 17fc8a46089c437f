import type { profile as source } from "../es/profile";
import type { Shape } from "../shape";

export const profile: Shape<typeof source> = {
  profile: {
    title: "Quem você quer segurar?",
  },
};
