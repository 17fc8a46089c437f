import { openProfileModal } from "@qs/profile-forms/profile-events";
import { RegistrationPage } from "@qs/site-shell/registration-page";

/** /Registro, its call to action opening the profile modal. */
export function RegistrationRoutePage() {
  return <RegistrationPage onStart={() => openProfileModal()} />;
}
