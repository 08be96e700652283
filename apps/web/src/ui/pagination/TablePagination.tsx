import { Group, Pagination } from '@mantine/core';
import { pageCount } from './table-pages.ts';

interface TablePaginationProps {
  /** How many rows the table has in all. */
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** What the pages are of, for assistive technology: "Pages of ad accounts". */
  label: string;
}

/** The pages of a table; nothing at all when every row fits on one page (spec section 9). */
export function TablePagination({ total, pageSize, page, onChange, label }: TablePaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="flex-end" component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
