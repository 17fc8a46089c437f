import { comparator } from "./comparator";
import { detail } from "./detail";
import { profile } from "./profile";
import { purchase } from "./purchase";
import { site } from "./site";

export const messages = { ...site, ...comparator, ...profile, ...detail, ...purchase };
