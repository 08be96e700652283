import type { PGlite, QueryOptions, Results, types } from '@electric-sql/pglite';

/** One of PGlite's parsers: from a value's text to what queries answer. */
type Parser = (text: string, typeId?: number) => unknown;

/** PostgreSQL's own type ids (`pg_type.oid`), the same in every database. */
const TYPE = { NUMERIC: 1700, TIMESTAMP: 1114, TIMESTAMPTZ: 1184, INTERVAL: 1186, DATE: 1082 };

/**
 * The types Drizzle asks PGlite to hand over as PostgreSQL's text, converting them itself
 * (drizzle-orm/pglite's session): timestamps, intervals, dates, and arrays of those and of numerics, each
 * array with its element's type.
 */
const TEXT_FOR_DRIZZLE = new Map<number, number | undefined>([
  [TYPE.TIMESTAMP, undefined],
  [TYPE.TIMESTAMPTZ, undefined],
  [TYPE.INTERVAL, undefined],
  [TYPE.DATE, undefined],
  [1231, TYPE.NUMERIC], // numeric[]
  [1115, TYPE.TIMESTAMP], // timestamp[]
  [1185, TYPE.TIMESTAMPTZ], // timestamptz[]
  [1187, TYPE.INTERVAL], // interval[]
  [1182, TYPE.DATE], // date[]
]);

const asText: Parser = (value) => value;

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/** `query` of a client or transaction, without per-query parsers. */
function queryWithoutParsers(query: Query): Query {
  return (text, params, options) => query(text, params, withoutParsers(options));
}

export interface PgliteForDrizzle {
  /** What Drizzle is given as its client: PGlite's `query` and `transaction`, without per-query parsers. */
  drizzleClient: Pick<PGlite, 'query' | 'transaction'>;
  /** Converts the values of `TEXT_FOR_DRIZZLE` types in a raw result back to what PGlite parses them into. */
  parseRaw: (result: Results<Record<string, unknown>>) => Record<string, unknown>[];
}

/**
 * Drizzle sends its parsers with every query, and PGlite copies them into its own table of parsers on every
 * query: one for every array type in the database, a few hundred with Hookline's tables, which cost a large
 * part of a list's time on the embedded database. So the client's own table reads those types as text, as
 * Drizzle wants, and Drizzle's queries go without parsers; raw SQL (pg-boss, the health check, rate limits)
 * gets the values parsed as before by `parseRaw`.
 */
export function pgliteForDrizzle(client: PGlite, arrayParser: typeof types.arrayParser): PgliteForDrizzle {
  const parsed = new Map<number, Parser | undefined>();
  for (const type of TEXT_FOR_DRIZZLE.keys()) {
    parsed.set(type, client.parsers[type]);
  }
  for (const type of TEXT_FOR_DRIZZLE.keys()) client.parsers[type] = asText;

  const parseValue = (text: string, type: number): unknown => {
    const element = TEXT_FOR_DRIZZLE.get(type);
    if (element === undefined) {
      const parser = parsed.get(type);
      return parser ? parser(text, type) : text;
    }
    const elementParser = parsed.get(element) ?? client.parsers[element] ?? asText;
    return arrayParser(text, elementParser, type) as unknown;
  };

  const query = queryWithoutParsers((text, params, options) => client.query(text, params, options));
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) =>
      callback(
        new Proxy(tx, {
          get(target, property, receiver) {
            if (property === 'query') return queryWithoutParsers(target.query.bind(target));
            return Reflect.get(target, property, receiver) as unknown;
          },
        }),
      ),
    );

  return {
    drizzleClient: { query: query as PGlite['query'], transaction },
    parseRaw(result) {
      const fields = result.fields.filter((field) => TEXT_FOR_DRIZZLE.has(field.dataTypeID));
      if (fields.length === 0) return result.rows;
      for (const row of result.rows) {
        for (const field of fields) {
          const value = row[field.name];
          if (typeof value === 'string') row[field.name] = parseValue(value, field.dataTypeID);
        }
      }
      return result.rows;
    },
  };
}
