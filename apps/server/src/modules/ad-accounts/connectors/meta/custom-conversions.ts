import {
  CUSTOM_CONVERSION_ACTION_PREFIX,
  customConversionComponentKey,
  type CustomConversionPart,
} from '@hookline/domain';
import type { PlatformCustomConversion } from '../connector.ts';
import { actionEntryValue } from './field-mapping.ts';
import type { GraphClient } from './graph-client.ts';
import { graphCustomConversionSchema, parseGraph, type InsightRow } from './graph-types.ts';

const CUSTOM_CONVERSION_FIELDS = 'id,name,custom_event_type,is_archived';
const CUSTOM_CONVERSIONS_PAGE_LIMIT = 100;

/**
 * The account's custom conversions (`GET /{act_id}/customconversions`). Archived ones are left out, as
 * Ads Manager leaves them out of its columns.
 */
export async function listCustomConversions(
  client: GraphClient,
  accountId: string,
): Promise<PlatformCustomConversion[]> {
  const conversions: PlatformCustomConversion[] = [];
  const pages = client.pages(`/${accountId}/customconversions`, {
    fields: CUSTOM_CONVERSION_FIELDS,
    limit: CUSTOM_CONVERSIONS_PAGE_LIMIT,
  });
  for await (const page of pages) {
    for (const item of page) {
      const conversion = parseGraph(graphCustomConversionSchema, item, 'a custom conversion');
      if (conversion.is_archived) continue;
      conversions.push({
        externalId: conversion.id,
        name: conversion.name,
        eventType: conversion.custom_event_type ?? null,
      });
    }
  }
  return conversions;
}

function customActionTypes(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return (list as unknown[]).flatMap((entry) =>
    entry !== null &&
    typeof entry === 'object' &&
    'action_type' in entry &&
    typeof entry.action_type === 'string' &&
    entry.action_type.startsWith(CUSTOM_CONVERSION_ACTION_PREFIX)
      ? [entry.action_type]
      : [],
  );
}

/**
 * The custom conversions an insights row carries, as components: the count of each
 * `offsite_conversion.custom.<id>` entry of `actions` and its value in `action_values`, summed over the
 * requested attribution windows like every other action.
 */
export function readCustomConversionComponents(
  row: InsightRow,
  windows: readonly string[],
): Record<string, number> {
  const components: Record<string, number> = {};
  const parts: ReadonlyArray<readonly [string, CustomConversionPart]> = [
    ['actions', 'count'],
    ['action_values', 'value'],
  ];
  for (const [field, part] of parts) {
    for (const actionType of customActionTypes(row[field])) {
      const value = actionEntryValue(row[field], actionType, windows);
      const id = actionType.slice(CUSTOM_CONVERSION_ACTION_PREFIX.length);
      if (value !== undefined && id !== '') components[customConversionComponentKey({ id }, part)] = value;
    }
  }
  return components;
}
