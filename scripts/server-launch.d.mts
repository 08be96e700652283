/** Node's options for Hookline's compiled programs. */
export const SERVER_NODE_FLAGS: readonly string[];
/** glibc's malloc settings for them; an operator's own value of each wins. */
export const SERVER_MALLOC_ENV: Readonly<Record<string, string>>;
