import type { Logger } from 'pino';
import { createLogger } from '../platform/log/logger.ts';

export interface CapturedLog {
  /** The app's real logger (serializers and redaction included), writing into memory. */
  log: Logger;
  /** Every line written so far, as written. */
  text(): string;
  /** Every line written so far, parsed. */
  entries(): Record<string, unknown>[];
}

export function createCapturedLog(level = 'trace'): CapturedLog {
  const lines: string[] = [];
  const log = createLogger(level, { destination: { write: (line: string) => void lines.push(line) } });
  return {
    log,
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
