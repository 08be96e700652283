import { type MetricDefinition, type ReportRow } from '@hookline/domain';
import {
  ATTRIBUTE_HEADERS,
  attributeColumns,
  attributeText,
  metricDefinition,
  type AttributeColumnOptions,
} from './report-columns.ts';

export interface ReportCsvInput extends AttributeColumnOptions {
  rows: readonly ReportRow[];
  columns: readonly string[];
  catalogue: ReadonlyMap<string, MetricDefinition>;
  currency: string;
  groupLabel: string;
  totals?: Readonly<Record<string, number | null>>;
}

/** Characters a spreadsheet reads as the start of a formula (OWASP, "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number, or the empty-value dash, starts with "-" yet can never run as a formula. */
const HARMLESS = /^(-|-?\d[\d,]*(\.\d+)?%?)$/;

/** One CSV field: neutralised against formula injection, then quoted as RFC 4180 requires. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !HARMLESS.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (fields: readonly string[]): string => fields.map(csvField).join(',');

/**
 * A metric value as a spreadsheet reads a number: no currency sign, thousands separator or percent sign (a
 * rate stays in percent, 1.18 for 1.18%), at most 6 decimals; empty when there is none.
 */
export function csvNumber(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return String(Number(value.toFixed(6)));
}

/**
 * The report table as a CSV file: the same columns in the same order, then a Total line when there are
 * totals. Metric values are plain numbers a spreadsheet can add up, and the account's currency has its own
 * column. Lines end with CRLF (RFC 4180).
 */
export function reportCsv(input: ReportCsvInput): string {
  const attributes = attributeColumns(input);
  const definitions = input.columns.map((key) => metricDefinition(input.catalogue, key));
  const lines = [
    csvLine([
      input.groupLabel,
      ...attributes.map((column) => ATTRIBUTE_HEADERS[column]),
      'Currency',
      ...definitions.map((definition) => definition.shortName),
    ]),
    ...input.rows.map((row) =>
      csvLine([
        row.groupLabel,
        ...attributes.map((column) => attributeText(row, column)),
        input.currency,
        ...definitions.map((definition) => csvNumber(row.insights[definition.key])),
      ]),
    ),
  ];
  const { totals } = input;
  if (totals) {
    lines.push(
      csvLine([
        'Total',
        ...attributes.map(() => ''),
        input.currency,
        ...definitions.map((definition) => csvNumber(totals[definition.key])),
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves `csv` as a file. The byte-order mark makes Excel read the file as UTF-8 (currency symbols, names). */
export function downloadCsv(filename: string, csv: string): void {
  const name = filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`;
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click handler returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
