import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FirstLoadFallback } from './first-load-fallback';

describe('the first load of the return page', () => {
  it('shows progress instead of a blank page while the app’s chunks arrive, on the return page only', () => {
    const { unmount } = renderWithProviders(
      <FirstLoadFallback pathname="/v2/settings/billing/redirect/regular" />,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    unmount();
    renderWithProviders(<FirstLoadFallback pathname="/v2/dashboard" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
