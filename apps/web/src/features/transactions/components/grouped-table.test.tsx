import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DATA_ROW_HEIGHT, DAY_ROW_HEIGHT, GroupedTable, type TableColumn } from './grouped-table';

interface Row {
  id: number;
  day: string;
}

const columns: TableColumn<Row>[] = [
  { key: 'id', header: 'Receipt', width: 200, cell: (row) => `R-${row.id}` },
];

/** 10,000 rows, 100 a day, newest first. */
const rows: Row[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index,
  day: `2026-${String(12 - Math.floor(index / 1000)).padStart(2, '0')}-${String(28 - Math.floor((index % 1000) / 100)).padStart(2, '0')}`,
}));

function renderTable() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <GroupedTable
            label="Orders"
            columns={columns}
            rows={rows}
            keyOf={(row) => String(row.id)}
            dayOf={(row) => row.day}
            complete
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('the day-grouped table', () => {
  it('keeps at most about a hundred row elements for 10,000 loaded rows, and the full height', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Orders' });
    const drawn = table.querySelectorAll('tbody tr');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThanOrEqual(100);
    expect(screen.getByText('R-0')).toBeTruthy();
    expect(screen.queryByText('R-9999')).toBeNull();
    // The spacer below stands for every row not drawn, so the page scrolls as if all were there.
    const headings = new Set(rows.map((row) => row.day)).size;
    const total = headings * DAY_ROW_HEIGHT + rows.length * DATA_ROW_HEIGHT;
    const heights = [...drawn].map((row) => Number.parseFloat((row as HTMLElement).style.height) || 0);
    const drawnHeight = (drawn.length - 1) * DATA_ROW_HEIGHT;
    expect(heights.at(-1)).toBeGreaterThan(total - drawnHeight - DATA_ROW_HEIGHT * 2);
    expect(table.getAttribute('aria-rowcount')).toBe(String(headings + rows.length + 1));
  });

  it('draws the rows at the scroll position further down', async () => {
    renderTable();
    const offset = 5000 * DATA_ROW_HEIGHT + 50 * DAY_ROW_HEIGHT;
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: offset });
      window.dispatchEvent(new Event('scroll'));
      await Promise.resolve();
    });
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(screen.queryByText('R-0')).toBeNull();
    expect(screen.getAllByText(/^R-49\d\d$/).length).toBeGreaterThan(5);
    expect(table.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(100);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
