import { describe, expect, it } from 'vitest';
import { aReportAd, aReportRow, metaCatalogue } from './report-row-fixtures.ts';
import { csvField, reportCsv } from './report-csv.ts';

const COLUMNS = ['spend', 'inline_link_click_ctr', 'purchases'];
const CATALOGUE = metaCatalogue(COLUMNS);

const lines = (csv: string) => csv.split('\r\n');

describe('reportCsv', () => {
  it('writes the columns as the table shows them, values as plain numbers with a currency column, then a Total line', () => {
    const csv = reportCsv({
      rows: [
        aReportRow({
          groupId: 'g1',
          groupLabel: 'UGC unboxing',
          insights: { spend: 1234.5, inline_link_click_ctr: 2.345, purchases: 12045 },
        }),
        aReportRow({ groupId: 'g2', groupLabel: 'Founder story', insights: { spend: 0 } }),
      ],
      columns: COLUMNS,
      catalogue: CATALOGUE,
      currency: 'USD',
      groupLabel: 'Ad name',
      totals: { spend: 1234.5, inline_link_click_ctr: 2.1, purchases: 12045 },
    });
    expect(lines(csv)).toEqual([
      'Ad name,Currency,Spend,CTR,Purchases',
      'UGC unboxing,USD,1234.5,2.345,12045',
      'Founder story,USD,0,,',
      'Total,USD,1234.5,2.1,12045',
      '',
    ]);
  });

  it('keeps the order of the columns and the account currency', () => {
    const csv = reportCsv({
      rows: [aReportRow({ groupId: 'g1', groupLabel: 'A', insights: { spend: 5, purchases: 2 } })],
      columns: ['purchases', 'spend'],
      catalogue: CATALOGUE,
      currency: 'EUR',
      groupLabel: 'Creative',
    });
    expect(lines(csv)).toEqual(['Creative,Currency,Purchases,Spend', 'A,EUR,2,5', '']);
  });

  it('adds the status, tags and launch date columns when the table shows them', () => {
    const csv = reportCsv({
      rows: [
        aReportRow({
          groupId: 'g1',
          groupLabel: 'A',
          ad: aReportAd({
            status: 'PAUSED',
            launchedAt: '2026-03-02',
            creativeTags: [
              { _id: 't1', name: 'Hook', color: '#1864ab' },
              { _id: 't2', name: 'UGC', color: '#b35900' },
            ],
          }),
          insights: { spend: 1 },
        }),
      ],
      columns: ['spend'],
      catalogue: CATALOGUE,
      currency: 'USD',
      groupLabel: 'Ad name',
      totals: { spend: 1 },
      showStatus: true,
      showTags: true,
      showLaunchDate: true,
    });
    expect(lines(csv)).toEqual([
      'Ad name,Status,Tags,Launch date,Currency,Spend',
      'A,Paused,"Hook, UGC","Mar 2, 2026",USD,1',
      'Total,,,,USD,1',
      '',
    ]);
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('')).toBe('');
  });

  it('stops a label from running as a spreadsheet formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    // Numbers and the empty dash are left as they are.
    expect(csvField('-')).toBe('-');
    expect(csvField('-12.5')).toBe('-12.5');

    const csv = reportCsv({
      rows: [aReportRow({ groupId: 'g1', groupLabel: '=cmd|"/C calc"!A0', insights: { spend: 1 } })],
      columns: ['spend'],
      catalogue: CATALOGUE,
      currency: 'USD',
      groupLabel: '@Group',
    });
    expect(lines(csv)).toEqual(["'@Group,Currency,Spend", '"\'=cmd|""/C calc""!A0",USD,1', '']);
  });

  it('names a metric missing from the catalogue by its key', () => {
    const csv = reportCsv({
      rows: [aReportRow({ groupId: 'g1', groupLabel: 'A', insights: { custom_123: 4.5 } })],
      columns: ['custom_123'],
      catalogue: CATALOGUE,
      currency: 'USD',
      groupLabel: 'Ad name',
    });
    expect(lines(csv)).toEqual(['Ad name,Currency,custom_123', 'A,USD,4.5', '']);
  });
});
