import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { serializeError } from './error-serializer.ts';

/** Secrets a log call might pass by mistake; the error serializer keeps SQL values out. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'otp',
  'token',
  'refreshToken',
  'accessToken',
  '*.password',
  '*.otp',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
];

/** What Fastify hands the `req` serializer: the request, whose route is known once it is matched. */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/**
 * A request as its log line shows it: the route's pattern (`/auth/api/v1/email/:inviteId`), not the
 * URL, whose path and query may carry an invite token or an e-mail address.
 */
export function serializeRequest(request: LoggedRequest): Record<string, string | undefined> {
  return {
    method: request.method,
    url: request.routeOptions?.url ?? request.url?.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

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
 * development gets the same lines printed readably (`pretty`), when pino-pretty is installed. Tests pass
 * a `destination` to read what was logged.
 */
export function createLogger(
  level: string,
  options: { pretty?: boolean; destination?: DestinationStream } = {},
): Logger {
  const base: LoggerOptions = {
    level,
    redact: REDACT,
    serializers: { err: serializeError, req: serializeRequest },
  };
  if (options.destination) return pino(base, options.destination);
  if (options.pretty && prettyPrinterInstalled()) {
    return pino({
      ...base,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  return pino(base);
}
