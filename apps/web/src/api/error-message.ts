import { defaultMessageForStatus } from '@hookline/domain';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's words when it sent any (`message`, `error.message` or `error`), else the spec's default for the status. */
export function messageFromErrorBody(body: unknown, status: number): string {
  if (isRecord(body)) {
    const fromError = isRecord(body.error) ? nonEmpty(body.error.message) : nonEmpty(body.error);
    const found = nonEmpty(body.message) ?? fromError;
    if (found) return found;
  }
  return defaultMessageForStatus(status);
}

export function codeFromErrorBody(body: unknown, fallback: string): string {
  return isRecord(body) && typeof body.code === 'string' ? body.code : fallback;
}
