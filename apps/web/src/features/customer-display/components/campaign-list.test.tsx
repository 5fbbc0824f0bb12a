import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { makeCampaign } from '../../../test/campaign-fixture';
import { renderWithProviders } from '../../../test/render';
import { CampaignList } from './campaign-list';

const campaigns = [
  makeCampaign({ id: 1, name: 'Sudah Selesai', end_date: '2026-03-10T16:59:59.000Z', status: 'inactive' }),
  makeCampaign({ id: 2, name: 'Dimatikan', is_active: false, status: 'inactive' }),
  makeCampaign({ id: 3, name: 'Berjalan', status: 'active' }),
];

function rowOf(name: string): HTMLElement {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

describe('the campaign list', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it("keeps the spec's Inactive and says beneath whether the campaign ended or was switched off", async () => {
    renderWithProviders(
      <CampaignList
        campaigns={campaigns}
        outletName={() => 'Kemang'}
        timeZone="Asia/Jakarta"
        onAction={vi.fn()}
      />,
    );
    const ended = rowOf('Sudah Selesai');
    expect(within(ended).getByText('Inactive')).toBeTruthy();
    expect(within(ended).getByText('Ended 10 Mar 2026')).toBeTruthy();
    const off = rowOf('Dimatikan');
    expect(within(off).getByText('Inactive')).toBeTruthy();
    expect(within(off).getByText('Switched off')).toBeTruthy();
    expect(within(rowOf('Berjalan')).queryByText(/Ended|Switched off/)).toBeNull();

    await act(() => i18next.changeLanguage('id'));
    expect(within(rowOf('Sudah Selesai')).getByText(/^Berakhir /)).toBeTruthy();
    expect(within(rowOf('Dimatikan')).getByText('Dinonaktifkan')).toBeTruthy();
  });
});
