import { z } from 'zod';

/** A text the caller must send, with the same message whether it is missing or blank. */
export const requiredString = (message: string) => z.string({ error: message }).min(1, { error: message });
