/** Node's options for Hookline's compiled programs, given the environment they start in. */
export function serverNodeFlags(environment?: NodeJS.ProcessEnv): string[];
/** glibc's malloc settings for them; an operator's own value of each wins. */
export const SERVER_MALLOC_ENV: Readonly<Record<string, string>>;
