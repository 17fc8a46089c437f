import { chat } from "./chat";
import { comparator } from "./comparator";
import { detail } from "./detail";
import { pages } from "./pages";
import { profile } from "./profile";
import { profileDialog } from "./profile-dialog";
import { purchase } from "./purchase";
import { site } from "./site";
import { validation } from "./validation";

/** Every Spanish text (tests, stories and the key checks); pages ship parts of it (`../../texts.ts`). */
export const messages = {
  ...site,
  ...pages,
  ...comparator,
  profile: { ...profile.profile, ...profileDialog.profile },
  ...detail,
  ...purchase,
  ...validation,
  chat: { ...site.chat, ...chat.chat },
};
