import { singleLineText } from './text-schemas.ts';

/** A one-line text the caller must send, with the same message whether it is missing, blank or broken. */
export const requiredString = (message?: string) => singleLineText(message).min(1, { error: message });
