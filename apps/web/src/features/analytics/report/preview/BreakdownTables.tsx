import { formatCurrency, formatInteger, type ReportRow } from '@hookline/domain';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { GENDERS, GENDER_LABELS, ageGenderMatrix, placementRows } from './breakdown-table.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Where a line's impressions went: by age and gender (impressions), and by placement (impressions and
 * spend), as spec section 5 has them.
 */
export function BreakdownTables({
  breakdowns,
  currency,
}: {
  breakdowns: ReportRow['breakdowns'];
  currency: string;
}) {
  const ageTitleId = useId();
  const placementTitleId = useId();
  const matrix = useMemo(() => ageGenderMatrix(breakdowns?.ageGender ?? []), [breakdowns]);
  const placements = useMemo(() => placementRows(breakdowns?.placement ?? []), [breakdowns]);

  if (!breakdowns) {
    return (
      <Text size="sm" c="dimmed">
        Breakdowns are not available for this line.
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={4} fz="sm" id={ageTitleId}>
          Impressions by age and gender
        </Title>
        {matrix.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No impressions by age and gender in this period.
          </Text>
        ) : (
          <Table
            aria-labelledby={ageTitleId}
            fz="xs"
            striped
            withTableBorder
            layout="fixed"
            verticalSpacing={4}
            horizontalSpacing={8}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Age</Table.Th>
                {GENDERS.map((gender) => (
                  <Table.Th key={gender} scope="col" ta="right">
                    {GENDER_LABELS[gender]}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  Total
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {matrix.rows.map((row) => (
                <Table.Tr key={row.age}>
                  <Table.Th scope="row" fw={500}>
                    {row.age === 'unknown' ? 'Unknown' : row.age}
                  </Table.Th>
                  {GENDERS.map((gender) => (
                    <Table.Td key={gender} ta="right">
                      {formatInteger(row.impressions[gender])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={500}>
                    {formatInteger(row.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">Total</Table.Th>
                {GENDERS.map((gender) => (
                  <Table.Td key={gender} ta="right" fw={600}>
                    {formatInteger(matrix.totals[gender])}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600}>
                  {formatInteger(matrix.total)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
      </Stack>
      <Stack gap={6}>
        <Title order={4} fz="sm" id={placementTitleId}>
          Placements
        </Title>
        {placements.length === 0 ? (
          <Text size="sm" c="dimmed">
            No impressions by placement in this period.
          </Text>
        ) : (
          <Table
            aria-labelledby={placementTitleId}
            fz="xs"
            striped
            withTableBorder
            layout="fixed"
            verticalSpacing={4}
            horizontalSpacing={8}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="40%">
                  Placement
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Impressions
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Share
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Spend
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {placements.map((placement) => (
                <Table.Tr key={placement.key}>
                  <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {placement.label}
                  </Table.Th>
                  <Table.Td ta="right">{formatInteger(placement.impressions)}</Table.Td>
                  <Table.Td ta="right">{percent(placement.share)}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(placement.spend, { currency })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
