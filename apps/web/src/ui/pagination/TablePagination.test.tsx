import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { REPORT_PAGE_SIZES, rowsOfPage, TABLE_PAGE_SIZE } from './table-pages.ts';
import { TablePagination } from './TablePagination.tsx';
import { usePagedRows } from './use-paged-rows.ts';

const names = (count: number) => Array.from({ length: count }, (_, index) => `Row ${index + 1}`);

function PagedList({ rows }: { rows: readonly string[] }) {
  const paged = usePagedRows(rows);
  return (
    <>
      <ul aria-label="Rows">
        {paged.rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <TablePagination {...paged.pagination} label="Pages of rows" />
    </>
  );
}

/** The list with a way to delete rows from its end, as a delete on the last page would. */
function ShrinkingList({ from }: { from: number }) {
  const [count, setCount] = useState(from);
  return (
    <>
      <button type="button" onClick={() => setCount(30)}>
        Keep 30
      </button>
      <button type="button" onClick={() => setCount(14)}>
        Keep 14
      </button>
      <PagedList rows={names(count)} />
    </>
  );
}

const shownRows = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('table pagination (spec section 9)', () => {
  it('pages tables at 15 rows, and the report table at 20, 40, 80 or 100', () => {
    expect(TABLE_PAGE_SIZE).toBe(15);
    expect(REPORT_PAGE_SIZES).toEqual([20, 40, 80, 100]);
    expect(rowsOfPage(names(31), 3, 15)).toEqual(['Row 31']);
  });

  it('shows no pagination when every row fits on one page', () => {
    renderWithProviders(<PagedList rows={names(15)} />);
    expect(shownRows()).toHaveLength(15);
    expect(screen.queryByRole('navigation', { name: 'Pages of rows' })).toBeNull();
  });

  it('shows 15 rows a page and moves between pages', async () => {
    renderWithProviders(<PagedList rows={names(16)} />);
    expect(shownRows()).toEqual(names(15));
    const pages = screen.getByRole('navigation', { name: 'Pages of rows' });
    expect(pages).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(shownRows()).toEqual(['Row 16']);
    await userEvent.click(screen.getByRole('button', { name: 'previous page' }));
    expect(shownRows()).toEqual(names(15));
  });

  it('steps back to the last page there is when rows go, and hides once they fit on one', async () => {
    renderWithProviders(<ShrinkingList from={31} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(shownRows()).toEqual(['Row 31']);

    await userEvent.click(screen.getByRole('button', { name: 'Keep 30' }));
    expect(shownRows()).toEqual(names(30).slice(15));

    await userEvent.click(screen.getByRole('button', { name: 'Keep 14' }));
    expect(shownRows()).toEqual(names(14));
    expect(screen.queryByRole('navigation', { name: 'Pages of rows' })).toBeNull();
  });
});
