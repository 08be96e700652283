import type { Caller } from '../../platform/http/access/caller.ts';

/** The member behind a launcher route (the Ad Launcher's routes take members only). */
export const userIdOf = (caller: Caller): string => (caller.kind === 'member' ? caller.userId : '');
