/** Where a guard sent the user from, kept in the router's location state. */
export interface FromState {
  from?: string;
}

export function redirectTarget(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as FromState).from;
    if (typeof from === 'string' && from.startsWith('/app')) return from;
  }
  return '/app';
}
