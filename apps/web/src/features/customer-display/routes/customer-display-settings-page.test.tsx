import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileKeys } from '../../../lib/session/get-profile';
import { writeTokens } from '../../../lib/session/token-store';
import { makeProfile } from '../../../test/profile-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { CustomerDisplaySettingsPage } from './customer-display-settings-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const setting = {
  enable_tax: true,
  enable_gratuity: false,
  include_gratuity_tax: false,
  enable_rounding: false,
  customer_sign_on_ipad: false,
  logo_on_receipt: true,
  allow_staff_refund: false,
  auth_code: null,
  daily_sales_summary: true,
  product_updates: true,
  inventory_alerts: false,
  customer_feedback: false,
  promo_update_notif: true,
  track_server: false,
  staff_delete_bill: false,
  staff_resend_receipt: true,
  is_stock_limit: false,
  is_override_stock_limit: false,
  start_filtered_date: null,
  end_filtered_date: null,
  setting_alert_recipients: [],
  cds_feedback: false,
};

describe('CustomerDisplaySettingsPage', () => {
  beforeEach(() => {
    writeTokens({
      accessToken: 'access',
      refreshToken: 'refresh',
      accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
      authType: 'email',
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("saves the switch with the spec's payload {setting: {cds_feedback}} and shows the answer's setting", async () => {
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!String(url).includes('/business-service/v3/businesses/settings')) {
          throw new Error(`unexpected call ${String(url)}`);
        }
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as { setting: Record<string, unknown> };
          puts.push(body);
          return json(200, { setting: { ...setting, ...body.setting } });
        }
        return json(200, { setting });
      }),
    );
    const client = createTestQueryClient();
    client.setQueryData(profileKeys.all, makeProfile());
    renderWithProviders(<CustomerDisplaySettingsPage />, { client });

    const toggle = await screen.findByRole('switch', { name: /Customer feedback/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect(puts).toEqual([{ setting: { cds_feedback: true } }]));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });
});
