import type { Campaign } from '@backoffice/contracts/campaigns';

/** A campaign as the API answers it; typed by the contract, so a contract change breaks the tests that use it. */
export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 1,
    name: 'Promo Pagi',
    images: [
      {
        id: null,
        name: 'a.png',
        url: 'data:image/png;base64,AA==',
        display_url: 'data:image/png;base64,AA==',
      },
    ],
    duration: 8,
    outlet_ids: [11],
    start_date: '2026-03-01T00:00:00.000Z',
    end_date: null,
    is_active: true,
    status: 'active',
    ...overrides,
  };
}
