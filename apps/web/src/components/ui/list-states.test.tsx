import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { EmptyState } from './empty-state';
import { type ListQuery, ListStates, listState } from './list-states';

const query = (overrides: Partial<ListQuery> = {}): ListQuery => ({
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

function renderStates(q: ListQuery, isEmpty: boolean, showEmpty?: boolean) {
  return renderWithProviders(
    <ListStates
      query={q}
      isEmpty={isEmpty}
      showEmpty={showEmpty}
      skeleton={<p>Skeleton</p>}
      error={{ message: 'The list did not load.' }}
      empty={<EmptyState title="Nothing here" />}
      frame={(state) => <section data-testid="frame">{state}</section>}
    >
      <p>Rows</p>
    </ListStates>,
  );
}

describe('listState', () => {
  it('goes loading → error → empty → content, in that order', () => {
    expect(listState({ isPending: true, isError: true }, true)).toBe('loading');
    expect(listState({ isPending: false, isError: true }, true)).toBe('error');
    expect(listState({ isPending: false, isError: false }, true)).toBe('empty');
    expect(listState({ isPending: false, isError: false }, false)).toBe('content');
  });

  it('keeps rows already shown when a later load fails', () => {
    expect(listState({ isPending: false, isError: true }, false)).toBe('content');
  });

  it('lets a page count as empty otherwise than by its rows', () => {
    expect(listState({ isPending: false, isError: false }, false, true)).toBe('empty');
    expect(listState({ isPending: false, isError: false }, true, false)).toBe('content');
  });
});

describe('ListStates', () => {
  it('shows the skeleton while the first page loads', () => {
    renderStates(query({ isPending: true }), true);
    expect(screen.getByText('Skeleton')).toBeTruthy();
    expect(screen.queryByText('Rows')).toBeNull();
  });

  it('shows the error in the frame, and Retry asks the query again', () => {
    const q = query({ isError: true });
    renderStates(q, true);
    expect(screen.getByTestId('frame').textContent).toContain('The list did not load.');
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state in the frame, then the rows', () => {
    const { unmount } = renderStates(query(), true);
    expect(screen.getByTestId('frame').textContent).toContain('Nothing here');
    unmount();
    renderStates(query(), false);
    expect(screen.getByText('Rows')).toBeTruthy();
    expect(screen.queryByTestId('frame')).toBeNull();
  });
});
