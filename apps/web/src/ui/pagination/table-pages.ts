/**
 * Spec section 9: a table of the app shows 15 rows a page, and no pagination when they all fit on one.
 * (The analytics report table has its own sizes, `REPORT_PAGE_SIZES`; settings tables are not paginated.)
 */
export const TABLE_PAGE_SIZE = 15;

/** Spec section 9: the report table opens on 20 lines a page and offers 20, 40, 80 and 100. */
export const REPORT_PAGE_SIZES = [20, 40, 80, 100] as const;

/** How many pages `total` rows take at `pageSize` a page; at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show: the one asked for, brought back within the pages there are (rows may have gone). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** The rows of one page (pages count from 1). */
export function rowsOfPage<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const start = (clampPage(page, rows.length, pageSize) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}
