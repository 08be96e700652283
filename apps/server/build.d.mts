import type { BuildOptions, BuildResult } from 'esbuild';

/** Entry point (relative to src/) of each program, and the name of its bundle in dist/. */
export const SERVER_ENTRIES: Record<string, string>;
/** Builds every bundle; `overrides` change esbuild's options. */
export function buildServer<Options extends BuildOptions>(overrides?: Options): Promise<BuildResult<Options>>;
