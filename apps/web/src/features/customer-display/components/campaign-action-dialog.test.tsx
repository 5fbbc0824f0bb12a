import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { writeTokens } from '../../../lib/session/token-store';
import { makeCampaign } from '../../../test/campaign-fixture';
import { renderWithProviders } from '../../../test/render';
import { CampaignActionDialog } from './campaign-action-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('CampaignActionDialog', () => {
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
        <CampaignActionDialog
          state={{ kind: 'delete', campaign: makeCampaign() }}
          outlets={[]}
          timeZone="Asia/Jakarta"
          onClose={onClose}
        />
      </>,
    );
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Campaign was successfully deleted')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
