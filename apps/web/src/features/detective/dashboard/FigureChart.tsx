import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import type { DetectiveAdRefs } from '@hookline/domain';
import { Badge, Box, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useOpenAds } from './ads-opener.tsx';
import { AdsButton } from './FigureParts.tsx';
import classes from './DetectiveDashboard.module.css';

/** A point of a chart: its axis label, the long label of its ads' list, and the ads behind it. */
export interface FigurePoint {
  key: string;
  /** On the axis ("Mar 3"). */
  label: string;
  /** In the table and the list's title ("Active on Mar 3, 2026"). */
  longLabel: string;
  ads: DetectiveAdRefs;
  /** A point set apart (a burst day); said in the table. */
  mark?: string;
}

interface FigureChartProps {
  kind: 'area' | 'bar';
  points: readonly FigurePoint[];
  /** What a point's value counts ("Active ads"). */
  valueName: string;
  /** Said to screen readers in place of the drawing. */
  summary: string;
  /** The marked points' name in the legend ("Burst day"). */
  markName?: string;
  /** Table rows with no ads are left out of the table (a year of days, mostly quiet). */
  tableSkipsEmpty?: boolean;
  height?: number;
}

type Row = Record<string, string | number>;

const VALUE = 'value';
const MARKED = 'marked';

/** The index of the point a chart's click landed on, when it landed on one. */
function pickedIndex(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('activeIndex' in state)) return null;
  const index = Number(state.activeIndex);
  return Number.isInteger(index) && index >= 0 ? index : null;
}

/**
 * A chart whose every point opens the ads behind it, with its table a click away for keyboards and screen
 * readers: the table's rows open the same ads.
 */
export function FigureChart({
  kind,
  points,
  valueName,
  summary,
  markName,
  tableSkipsEmpty = false,
  height = 240,
}: FigureChartProps) {
  const openAds = useOpenAds();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const labelId = useId();
  const data = points.map((point): Row => {
    if (!markName) return { label: point.label, [VALUE]: point.ads.total };
    // A marked point's ads stack in the mark's colour, so the chart shows the bursts apart.
    const marked = point.mark ? point.ads.total : 0;
    return { label: point.label, [VALUE]: point.ads.total - marked, [MARKED]: marked };
  });
  const pick = (state: unknown) => {
    const index = pickedIndex(state);
    const point = index === null ? undefined : points[index];
    if (point && point.ads.total > 0) openAds(point.longLabel, point.ads);
  };
  const series = markName
    ? [
        { name: VALUE, label: valueName, color: 'violet.6' },
        { name: MARKED, label: markName, color: 'orange.6' },
      ]
    : [{ name: VALUE, label: valueName, color: 'violet.6' }];
  const rows = tableSkipsEmpty ? points.filter((point) => point.ads.total > 0) : points;

  let figure: ReactNode;
  if (view === 'table') {
    figure = (
      <Box mah={height + 40} style={{ overflowY: 'auto' }}>
        <Table stickyHeader striped verticalSpacing={4} aria-label={valueName}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Period</Table.Th>
              <Table.Th scope="col">{valueName}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((point) => (
              <Table.Tr key={point.key}>
                <Table.Td>
                  {point.longLabel}{' '}
                  {point.mark && (
                    <Badge size="xs" color="orange.9" variant="outline">
                      {point.mark}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <AdsButton title={point.longLabel} ads={point.ads} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed" py="sm">
            No ads in this period.
          </Text>
        )}
      </Box>
    );
  } else {
    const common = {
      h: height,
      data,
      dataKey: 'label',
      series,
      withLegend: markName !== undefined,
      tickLine: 'x' as const,
      gridAxis: 'y' as const,
      yAxisProps: { allowDecimals: false },
    };
    figure = (
      <Box className={classes.chart} role="img" aria-label={summary} data-testid="figure-chart">
        {kind === 'area' ? (
          <AreaChart {...common} curveType="linear" withDots={false} areaChartProps={{ onClick: pick }} />
        ) : (
          <BarChart {...common} type={markName ? 'stacked' : 'default'} barChartProps={{ onClick: pick }} />
        )}
      </Box>
    );
  }

  return (
    <Stack gap="xs">
      <Box style={{ alignSelf: 'flex-end' }}>
        <VisuallyHidden id={labelId}>Show {valueName} as</VisuallyHidden>
        <SegmentedControl
          size="xs"
          aria-labelledby={labelId}
          value={view}
          onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
          data={[
            { value: 'chart', label: 'Chart' },
            { value: 'table', label: 'Table' },
          ]}
        />
      </Box>
      {figure}
    </Stack>
  );
}
