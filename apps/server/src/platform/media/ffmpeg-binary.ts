import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The static build `@ffmpeg-installer/ffmpeg` ships for this platform, if it installed one. */
function bundledFfmpeg(): string | undefined {
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path?: string };
    return installer.path;
  } catch {
    return undefined;
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The ffmpeg to run: the system's on PATH when there is one (Debian's is newer and decodes more), else the
 * build bundled with `@ffmpeg-installer/ffmpeg`. Undefined when there is neither.
 */
export function resolveFfmpegPath(
  input: { pathEnv?: string; bundled?: () => string | undefined } = {},
): string | undefined {
  const pathEnv = input.pathEnv ?? process.env['PATH'] ?? '';
  for (const dir of pathEnv.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'ffmpeg');
    if (isExecutable(candidate)) return candidate;
  }
  const bundled = (input.bundled ?? bundledFfmpeg)();
  return bundled !== undefined && isExecutable(bundled) ? bundled : undefined;
}
