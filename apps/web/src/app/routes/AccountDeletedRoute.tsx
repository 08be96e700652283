import { AccountDeletedPage } from '../../features/settings/index.ts';

/** /goodbye: where a deleted account's owner lands, signed out (the settings feature's goodbye screen). */
export function AccountDeletedRoute() {
  return <AccountDeletedPage />;
}
