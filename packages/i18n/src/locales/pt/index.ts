import { chat } from "./chat";
import { comparator } from "./comparator";
import { detail } from "./detail";
import { profile } from "./profile";
import { purchase } from "./purchase";
import { site } from "./site";
import { validation } from "./validation";

export const messages = {
  ...site,
  ...comparator,
  ...profile,
  ...detail,
  ...purchase,
  ...validation,
  chat: { ...site.chat, ...chat.chat },
};
