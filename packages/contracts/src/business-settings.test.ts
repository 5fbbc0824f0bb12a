import { describe, expect, it } from 'vitest';
import {
  businessSettingsMessages,
  MAX_ALERT_RECIPIENTS,
  type UpdateBusinessSettingsRequest,
  updateBusinessSettingsRequestSchema,
} from './business-settings.js';
import { listOutletsQuerySchema, OUTLETS_MAX_PER_PAGE } from './outlets.js';

const valid: UpdateBusinessSettingsRequest = {
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
  cds_feedback: true,
};

const messagesOf = (input: unknown) => {
  const result = updateBusinessSettingsRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('business settings update', () => {
  it('accepts the whole setting', () => {
    expect(messagesOf(valid)).toEqual([]);
  });

  it('refuses an end date before the start date, on the end date', () => {
    expect(
      messagesOf({ ...valid, start_filtered_date: '2026-05-02', end_filtered_date: '2026-05-01' }),
    ).toEqual([`end_filtered_date: ${businessSettingsMessages.dateOrder}`]);
  });

  it('refuses a day that does not exist', () => {
    expect(messagesOf({ ...valid, start_filtered_date: '2026-02-29' })).toEqual([
      `start_filtered_date: ${businessSettingsMessages.date}`,
    ]);
  });

  it('refuses the same recipient twice whatever its case, and more than the limit', () => {
    expect(
      messagesOf({ ...valid, setting_alert_recipients: [{ email: 'a@b.test' }, { email: 'A@B.test' }] }),
    ).toEqual([`setting_alert_recipients.1.email: ${businessSettingsMessages.duplicateRecipient}`]);
    const many = Array.from({ length: MAX_ALERT_RECIPIENTS + 1 }, (_, index) => ({
      email: `r${index}@b.test`,
    }));
    expect(messagesOf({ ...valid, setting_alert_recipients: many })).toEqual([
      `setting_alert_recipients: ${businessSettingsMessages.tooManyRecipients}`,
    ]);
  });

  it('refuses a field it does not know, and a missing one', () => {
    expect(messagesOf({ ...valid, business_id: 2 })).toHaveLength(1);
    const { cds_feedback: _dropped, ...missing } = valid;
    expect(messagesOf(missing)[0]).toMatch(/^cds_feedback: /);
  });
});

describe('outlets list query', () => {
  it('asks for one page of every outlet unless told otherwise, and at most 99999 per page', () => {
    expect(listOutletsQuerySchema.parse({})).toEqual({ page: 1, per_page: OUTLETS_MAX_PER_PAGE });
    expect(listOutletsQuerySchema.safeParse({ per_page: String(OUTLETS_MAX_PER_PAGE + 1) }).success).toBe(
      false,
    );
  });
});
