import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { i18next } from '../../../lib/i18n/i18n';
import { writeTokens } from '../../../lib/session/token-store';
import { renderWithProviders } from '../../../test/render';
import { DeleteCategoriesDialog } from './delete-categories-dialog';

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

function signedIn() {
  writeTokens({
    accessToken: 'access',
    refreshToken: 'refresh',
    accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
    authType: 'email',
  });
}

describe('DeleteCategoriesDialog', () => {
  it('names the count and says the items stay, then bulk-deletes once on a double-click', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ deleted: 2, uncategorised_items: 7 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    signedIn();
    const onClose = vi.fn();
    const onDeleted = vi.fn();
    renderWithProviders(
      <>
        <ToastHost />
        <DeleteCategoriesDialog
          target={{ ids: [3, 4], name: null, itemCount: 7 }}
          onClose={onClose}
          onDeleted={onDeleted}
        />
      </>,
    );
    expect(await screen.findByText('2 categories will be deleted. This can not be undone.')).toBeTruthy();
    expect(
      screen.getByText('The 7 items in them are not deleted: they stay in your library, uncategorised.'),
    ).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('2 categories deleted; 7 items are now uncategorised')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/categories');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toEqual({ ids: [3, 4] });
  });

  it('says the same in Indonesian for one category by name', async () => {
    await act(() => i18next.changeLanguage('id'));
    renderWithProviders(
      <DeleteCategoriesDialog
        target={{ ids: [3], name: 'Kopi', itemCount: 1 }}
        onClose={() => undefined}
        onDeleted={() => undefined}
      />,
    );
    expect(await screen.findByText('“Kopi” akan dihapus. Tindakan ini tidak dapat dibatalkan.')).toBeTruthy();
    expect(
      screen.getByText(
        '1 produk di dalamnya tidak ikut terhapus: produk tetap ada di pustaka, tanpa kategori.',
      ),
    ).toBeTruthy();
  });
});
