import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { writeTokens } from '../../../lib/session/token-store';
import { renderWithProviders } from '../../../test/render';
import { DeletePromoDialog } from './delete-promo-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('DeletePromoDialog', () => {
  it('names the promotion, deletes once on a double-click, toasts and closes (decision 0115)', async () => {
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
        <DeletePromoDialog promo={{ id: 5, name: 'Happy Hour' }} onClose={onClose} />
      </>,
    );
    expect(await screen.findByText(/“Happy Hour” will no longer be applied/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Promo has been deleted')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/promo/v1/promos/5');
  });
});
