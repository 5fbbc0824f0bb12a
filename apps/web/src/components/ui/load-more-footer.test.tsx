import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LoadMoreFooter } from './load-more-footer';

const labels = { loadingLabel: 'Loading more…', errorTitle: 'Could not load more.' };

describe('LoadMoreFooter', () => {
  it('shows nothing between pages', () => {
    renderWithProviders(<LoadMoreFooter loading={false} failed={false} onRetry={() => {}} {...labels} />);
    expect(screen.queryByText('Loading more…')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the next page is loading', () => {
    renderWithProviders(<LoadMoreFooter loading failed={false} onRetry={() => {}} {...labels} />);
    expect(screen.getByText('Loading more…')).toBeTruthy();
  });

  it('offers Retry after a failed page, with the reason, and asks again on click', () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <LoadMoreFooter loading={false} failed errorMessage="Network down" onRetry={onRetry} {...labels} />,
    );
    expect(screen.getByText('Could not load more.')).toBeTruthy();
    expect(screen.getByText('Network down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
