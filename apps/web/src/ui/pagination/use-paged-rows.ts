import { useState } from 'react';
import { clampPage, rowsOfPage, TABLE_PAGE_SIZE } from './table-pages.ts';

/**
 * A table's rows one page at a time, 15 a page (spec section 9). When rows go (a delete on the last page),
 * the page steps back to the last one there is instead of showing an empty table.
 */
export function usePagedRows<Row>(rows: readonly Row[], pageSize: number = TABLE_PAGE_SIZE) {
  const [asked, setPage] = useState(1);
  const page = clampPage(asked, rows.length, pageSize);
  return {
    rows: rowsOfPage(rows, page, pageSize),
    pagination: { total: rows.length, pageSize, page, onChange: setPage },
  };
}
