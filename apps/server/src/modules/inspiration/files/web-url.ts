import { absoluteWebAddress, INSPIRATION_MESSAGES } from '@hookline/domain';
import { badRequest } from '../../../platform/http/app-error.ts';

/**
 * A link an ad carries (its call to action, the page it was read from), kept only as an http(s) address, so
 * that nothing stored runs script where the app shows it as a link (`javascript:`, `data:`). Else 400.
 */
export function webUrlOrNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null || value === '') return value === '' ? null : value;
  if (absoluteWebAddress(value) === null) throw badRequest(INSPIRATION_MESSAGES.urlInvalid);
  return value;
}
