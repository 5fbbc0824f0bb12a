import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TOAST_AUTO_CLOSE_MS, ToastHost } from './toast-host';
import { showToast } from './toasts';

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time and closes it after 5 seconds', async () => {
    vi.useFakeTimers();
    renderWithProviders(<ToastHost />);
    act(() => showToast({ kind: 'success', message: 'Coupon Code successfully applied.' }));
    act(() => showToast({ kind: 'error', message: 'Invalid Coupon Code' }));
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.queryByText('Coupon Code successfully applied.')).toBeNull();
    expect(screen.getByText('Invalid Coupon Code')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 500));
    expect(screen.getByText('Invalid Coupon Code')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1000));
    // The exit transition runs on its own timers.
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Invalid Coupon Code')).toBeNull();
  });

  it('shows only the latest of rapid successive errors, never a stack', async () => {
    vi.useFakeTimers();
    renderWithProviders(<ToastHost />);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      act(() => showToast({ kind: 'error', message: `Failure ${attempt}` }));
      await act(async () => vi.advanceTimersByTime(20));
    }
    await act(async () => vi.advanceTimersByTime(400));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Failure 6');
  });
});
