import type { InjectOptions } from 'fastify';
import { uniqueEmail } from './factories.ts';

/** The part of an OpenAPI (JSON Schema) document the fuzz test reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  default?: unknown;
  maxLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type BodyPath = (string | number)[];

/** One string an operation takes, and how to send the operation with that string replaced. */
export interface TextInput {
  operation: string;
  /** `path orgId`, `query workspaceId` or `body.workspaces.0.workspaceId`. */
  where: string;
  request(value: string): InjectOptions;
}

/** Percent-encodes like encodeURIComponent, but writes a lone surrogate as its (invalid) UTF-8 bytes. */
export function percentEncode(value: string): string {
  let encoded = '';
  for (const character of value) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

function withBodyValue(body: Json, path: BodyPath, value: string): Json {
  const copy = structuredClone(body);
  let target = copy as Record<string | number, Json>;
  path.slice(0, -1).forEach((key) => (target = target[key] as Record<string | number, Json>));
  target[path.at(-1)!] = value;
  return copy;
}

const asText = (value: Json) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * Every string input (path and query parameters, strings in the JSON body) of every operation of the
 * document. The other inputs of a request take valid values, so that only the replaced one is wrong:
 * the operation's `valuesFor` by field name (real rows' ids, say), else the schema's default or first
 * choice.
 */
export function textInputsOf(
  document: OpenApiDocument,
  valuesFor: (operation: string) => Record<string, string>,
): TextInput[] {
  const resolve = (schema: JsonSchema): JsonSchema => {
    const name = schema.$ref?.split('/').at(-1);
    if (name) return resolve(document.components?.schemas?.[name] ?? {});
    return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0] ?? schema;
  };

  const sample = (raw: JsonSchema, name: string, values: Record<string, string>): Json => {
    const schema = resolve(raw);
    const known = values[name];
    const fits = schema.type === 'string' && (!schema.enum || schema.enum.includes(known));
    if (known !== undefined && fits) return known;
    if (schema.enum) return schema.enum[0] as Json;
    if (schema.default !== undefined) return schema.default as Json;
    if (schema.properties) {
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, item]) => [key, sample(item, key, values)]),
      );
    }
    if (schema.type === 'array') return schema.items ? [sample(schema.items, name, values)] : [];
    if (schema.type === 'boolean') return true;
    if (schema.type === 'number' || schema.type === 'integer') return schema.minimum ?? 1;
    if (schema.format === 'email') return uniqueEmail('fuzz');
    if (schema.format === 'date') return '2024-01-31';
    if (schema.pattern?.includes('[0-9a-f')) return '#4f46e5';
    return 'Sample'.slice(0, schema.maxLength);
  };

  const stringsIn = (raw: JsonSchema, value: Json, path: BodyPath): BodyPath[] => {
    const schema = resolve(raw);
    if (typeof value === 'string') return [path];
    if (Array.isArray(value)) {
      return value.flatMap((item, index) => stringsIn(schema.items ?? {}, item, [...path, index]));
    }
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([key, item]) =>
        stringsIn(schema.properties?.[key] ?? {}, item, [...path, key]),
      );
    }
    return [];
  };

  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).flatMap(([method, operation]): TextInput[] => {
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const label = `${method.toUpperCase()} ${template}`;
      const values = valuesFor(label);
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema ? sample(bodySchema, '', values) : undefined;
      const send = (replaced: { parameter?: string; body?: Json; value: string }): InjectOptions => {
        const valueOf = (p: Pick<Parameter, 'name' | 'schema'>) =>
          p.name === replaced.parameter ? replaced.value : asText(sample(p.schema ?? {}, p.name, values));
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
          percentEncode(
            valueOf(parameters.find((p) => p.name === name) ?? { name, schema: { type: 'string' } }),
          ),
        );
        const query = parameters
          .filter((p) => p.in === 'query')
          .map((p) => `${p.name}=${percentEncode(valueOf(p))}`)
          .join('&');
        const payload = replaced.body ?? body;
        return {
          method: method.toUpperCase(),
          url: query ? `${path}?${query}` : path,
          ...(typeof payload === 'object' && payload !== null ? { payload } : {}),
        };
      };
      const inParameters = parameters
        .filter((p) => resolve(p.schema ?? {}).type === 'string')
        .map((p) => ({
          operation: label,
          where: `${p.in} ${p.name}`,
          request: (value: string) => send({ parameter: p.name, value }),
        }));
      const inBody =
        bodySchema && body !== undefined
          ? stringsIn(bodySchema, body, []).map((path) => ({
              operation: label,
              where: ['body', ...path].join('.'),
              request: (value: string) => send({ body: withBodyValue(body, path, value), value }),
            }))
          : [];
      return [...inParameters, ...inBody];
    }),
  );
}
