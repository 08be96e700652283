import { ERROR_CODES, MESSAGES } from '@hookline/domain';
import { authApi } from '../../../api/auth-api.ts';
import { isApiError } from '../../../api/index.ts';
import { clearPendingLicenceCode, pendingLicenceCode } from './licence-code.ts';
import { licenceFailure } from './licence-failure-store.ts';

/** Activates a licence code kept from a marketplace link; a failure opens the spec's licence dialog. */
export async function activatePendingLicence(): Promise<void> {
  const code = pendingLicenceCode();
  if (!code) return;
  try {
    await authApi.activateLicence(code);
    clearPendingLicenceCode();
  } catch (error) {
    const multiOrg = isApiError(error) && error.code === ERROR_CODES.licenceMultiOrg;
    licenceFailure.show(multiOrg ? MESSAGES.licenceMultiOrg : MESSAGES.licenceActivationFailed);
  }
}
