import type { SessionTokens } from '../../../api/index.ts';
import { handOffToExtension } from '../../../app/session/extension/extension-sign-in.ts';
import { startSession } from '../../../app/session/session-actions.ts';
import { activatePendingLicence } from '../licence/activate-pending-licence.ts';

/** What every way in (password, sign-up, identity provider, invite) does once it holds tokens. */
export async function completeSignIn(tokens: SessionTokens): Promise<void> {
  startSession(tokens);
  await activatePendingLicence();
  await handOffToExtension();
}
