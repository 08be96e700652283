import { SESSION_KEYS } from '@hookline/domain';

/** The lifetime-deal licence code waiting to be activated after sign-in (session storage, spec section 9). */
export function pendingLicenceCode(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.licenceCode);
}

export function clearPendingLicenceCode(): void {
  sessionStorage.removeItem(SESSION_KEYS.licenceCode);
}

/** A marketplace redemption link lands on an auth page with `?appsumo_code=...`; keep it for after sign-in. */
export function keepLicenceCodeFromUrl(search: URLSearchParams): void {
  const code = search.get(SESSION_KEYS.licenceCode);
  if (code) sessionStorage.setItem(SESSION_KEYS.licenceCode, code);
}
