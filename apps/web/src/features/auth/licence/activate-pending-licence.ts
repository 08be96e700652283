import { ERROR_CODES, MESSAGES } from '@hookline/domain';
import { authApi } from '../../../api/auth-api.ts';
import { isApiError } from '../../../api/index.ts';
import { clearPendingLicenceCode, pendingLicenceCode } from './licence-code.ts';
import { licenceFailure } from './licence-failure-store.ts';

/**
 * Activates a licence code kept from a marketplace link. A user in several organisations is answered
 * `multiOrgUser` and nothing is activated: the dialog then says to ask support. A failure opens the spec's
 * licence dialog too, with the wait in words when too many wrong codes were tried.
 */
export async function activatePendingLicence(): Promise<void> {
  const code = pendingLicenceCode();
  if (!code) return;
  try {
    const { multiOrgUser } = await authApi.activateLicence(code);
    clearPendingLicenceCode();
    if (multiOrgUser) licenceFailure.show(MESSAGES.licenceMultiOrg);
  } catch (error) {
    const multiOrg = isApiError(error) && error.code === ERROR_CODES.licenceMultiOrg;
    // Too many wrong codes: the server's words say how long to wait; the code is kept for the next sign-in.
    const waiting = isApiError(error) && error.status === 429;
    licenceFailure.show(
      multiOrg ? MESSAGES.licenceMultiOrg : waiting ? error.message : MESSAGES.licenceActivationFailed,
    );
  }
}
