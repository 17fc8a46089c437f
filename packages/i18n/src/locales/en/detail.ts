import type { detail as source } from "../es/detail";
import type { Shape } from "../shape";

export const detail: Shape<typeof source> = {
  detail: {
    breadcrumbStart: "Home",
  },
};
