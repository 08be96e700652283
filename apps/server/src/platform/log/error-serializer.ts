/**
 * How an error appears in the log (DESIGN.md, "Logs never hold … SQL bound value"). A database error
 * says what went wrong without the values: its SQLSTATE, class, the names PostgreSQL gives (routine,
 * constraint, table, column) and the statement's verb and first table. Its message is left out, as are
 * drizzle's `params`, PostgreSQL's `detail` ("Key (email)=(…) already exists") and `where` (which quotes
 * the parameter or JSON text), since each may carry a value the caller sent.
 */
export interface SerializedError {
  type: string;
  message?: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  sqlState?: string;
  sql?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SerializedError;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 5;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && ('message' in value || 'stack' in value);
}

function stringField(error: ErrorLike, key: string): string | undefined {
  const value = error[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An error from PostgreSQL (node-postgres and PGlite both carry the server's fields). */
function isPostgresError(error: ErrorLike): boolean {
  const code = stringField(error, 'code');
  return code !== undefined && SQLSTATE.test(code) && ('severity' in error || 'routine' in error);
}

/** An error that holds a statement: drizzle's "Failed query: … params: …", or PGlite's own. */
function carriesStatement(error: ErrorLike): boolean {
  return (
    typeof error.query === 'string' ||
    'params' in error ||
    /Failed query:|\bparams:/.test(stringField(error, 'message') ?? '')
  );
}

/** The statement's verb and first table, e.g. `insert into "users"`: names only, never a literal. */
export function summariseSql(text: string): string | undefined {
  const verb = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  if (!verb) return undefined;
  const target = /\b(into|from|update|table)\s+("?[A-Za-z_][\w$]*"?(?:\."?[A-Za-z_][\w$]*"?)?)/i.exec(text);
  if (!target?.[1] || !target[2]) return verb;
  const preposition = target[1].toLowerCase();
  return preposition === verb ? `${verb} ${target[2]}` : `${verb} ${preposition} ${target[2]}`;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOnly(stack: string | undefined): string | undefined {
  const frames = stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return frames || undefined;
}

function serializeDatabaseError(error: ErrorLike, depth: number): SerializedError {
  const fromPostgres = isPostgresError(error);
  const query = stringField(error, 'query');
  const cause = serializeCause(error.cause, depth);
  return withoutUndefined({
    // PGlite's class name is minified; node-postgres calls the same thing DatabaseError.
    type: fromPostgres ? 'DatabaseError' : error.constructor?.name || 'Error',
    sqlState: fromPostgres ? stringField(error, 'code') : cause?.sqlState,
    sql: query === undefined ? undefined : summariseSql(query),
    routine: stringField(error, 'routine'),
    constraint: stringField(error, 'constraint'),
    table: stringField(error, 'table'),
    column: stringField(error, 'column'),
    stack: framesOnly(stringField(error, 'stack')),
    cause,
  });
}

function serializeCause(cause: unknown, depth: number): SerializedError | undefined {
  return cause === undefined || depth >= MAX_CAUSE_DEPTH ? undefined : serializeAtDepth(cause, depth + 1);
}

function withoutUndefined(serialized: SerializedError): SerializedError {
  for (const key of Object.keys(serialized) as (keyof SerializedError)[]) {
    if (serialized[key] === undefined) delete serialized[key];
  }
  return serialized;
}

function serializeAtDepth(error: unknown, depth: number): SerializedError {
  if (!isErrorLike(error)) return { type: typeof error };
  if (isPostgresError(error) || carriesStatement(error)) return serializeDatabaseError(error, depth);
  const cause = serializeCause(error.cause, depth);
  const statusCode = error.statusCode;
  return withoutUndefined({
    type: error.constructor?.name || 'Error',
    message: stringField(error, 'message'),
    stack: stringField(error, 'stack'),
    code: stringField(error, 'code'),
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
    sqlState: cause?.sqlState,
    cause,
  });
}

/** pino's serializer for `err`: every `log.x({ err }, …)` (requests, jobs, services) goes through it. */
export function serializeError(error: unknown): SerializedError {
  return serializeAtDepth(error, 0);
}
