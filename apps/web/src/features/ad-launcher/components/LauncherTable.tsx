import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNarrow } from '../../../ui/use-narrow.ts';

export interface LauncherColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface LauncherTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The first column names the row; below `foldBelow` px the others fold under it. */
  columns: readonly [LauncherColumn<T>, ...LauncherColumn<T>[]];
  /** Below this width the secondary columns fold under the first instead of scrolling sideways. */
  foldBelow: number;
  /** The row's buttons or links (`RowAction`), in a last column without a visible header. */
  actions?: { header: string; cell: (row: T) => ReactNode };
}

/** A launcher list as a table: one row per item, its buttons at the end (docs/ui.md, "Every width"). */
export function LauncherTable<T>({ rows, rowKey, columns, foldBelow, actions }: LauncherTableProps<T>) {
  const { ref, narrow } = useNarrow(foldBelow);
  const [first, ...rest] = columns;
  const shown = narrow ? [first] : columns;
  return (
    <div ref={ref}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            {actions && (
              <Table.Th>
                <VisuallyHidden>{actions.header}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {first.cell(row)}
                {narrow && (
                  <Stack gap={2} mt={4}>
                    {rest.map((column) => (
                      <Group key={column.header} gap={6} wrap="wrap">
                        <Text size="xs" c="dimmed">
                          {column.header}
                        </Text>
                        <Text size="xs" component="div">
                          {column.cell(row)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Table.Td>
              {!narrow &&
                rest.map((column) => (
                  <Table.Td key={column.header} style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              {actions && (
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {actions.cell(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
