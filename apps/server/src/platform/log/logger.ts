import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';

const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp'];

function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * JSON lines with a request id on every request line. A person running the server in a terminal during
 * development gets the same lines printed readably (`pretty`), when pino-pretty is installed.
 */
export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  if (options.pretty && prettyPrinterInstalled()) {
    return pino({
      level,
      redact: REDACT,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  return pino({ level, redact: REDACT });
}
