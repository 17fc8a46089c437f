import { MyDataPage } from "@qs/my-data/my-data-page";
import { useConsentCode, useForgetAccessCode } from "@qs/profile-forms/profile-consent";

/**
 * 'Mis datos' with what this browser keeps: the consent's code is offered, and deleting the
 * data of that code forgets the consent kept under the country's key.
 */
export function MyDataRoutePage() {
  return <MyDataPage storedCode={useConsentCode()} onDeleted={useForgetAccessCode()} />;
}
