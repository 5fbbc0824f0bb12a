import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { writeTokens } from '../../../lib/session/token-store';
import { renderWithProviders } from '../../../test/render';
import { DeleteDiscountDialog } from './delete-discount-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('DeleteDiscountDialog', () => {
  it('deletes once on a double-click, toasts and closes (decision 0115)', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    writeTokens({
      accessToken: 'access',
      refreshToken: 'refresh',
      accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
      authType: 'email',
    });
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <ToastHost />
        <DeleteDiscountDialog
          discount={{ name: 'Diskon Member', type: 'percentage', amount: 10 }}
          onClose={onClose}
        />
      </>,
    );
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Discount has been deleted')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
