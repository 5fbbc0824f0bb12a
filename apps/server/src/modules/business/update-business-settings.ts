import type {
  AlertRecipient,
  BusinessSettings,
  UpdateBusinessSettingsRequest,
} from '@backoffice/contracts/business-settings';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { toBusinessSettings } from './business-dto.js';
import {
  ensureBusinessSettings,
  lockBusinessSettings,
  replaceBusinessSettings,
} from './business.repository.js';

/**
 * A recipient keeps what the server knows about its address (verified, token expired); a new address starts
 * unverified. What the caller sends in those two fields is ignored.
 */
function mergeRecipients(
  before: readonly AlertRecipient[],
  requested: UpdateBusinessSettingsRequest['setting_alert_recipients'],
): AlertRecipient[] {
  const known = new Map(before.map((recipient) => [recipient.email.toLowerCase(), recipient]));
  return requested.map(({ email }) => {
    const previous = known.get(email.toLowerCase());
    return previous
      ? { email, verified: previous.verified, token_expired: previous.token_expired }
      : { email, verified: false, token_expired: false };
  });
}

/**
 * Replaces the whole setting of the caller's business (owner only, by the route's access). The row is locked
 * for the merge of recipients, so a concurrent save cannot lose another's verification state.
 */
export async function updateBusinessSettings(
  db: Database,
  caller: Caller,
  input: UpdateBusinessSettingsRequest,
): Promise<BusinessSettings> {
  return db.transaction(async (tx) => {
    await ensureBusinessSettings(tx, caller);
    const before = await lockBusinessSettings(tx, caller);
    const row = await replaceBusinessSettings(tx, caller, {
      enableTax: input.enable_tax,
      enableGratuity: input.enable_gratuity,
      includeGratuityTax: input.include_gratuity_tax,
      enableRounding: input.enable_rounding,
      customerSignOnIpad: input.customer_sign_on_ipad,
      logoOnReceipt: input.logo_on_receipt,
      allowStaffRefund: input.allow_staff_refund,
      authCode: input.auth_code === '' ? null : input.auth_code,
      dailySalesSummary: input.daily_sales_summary,
      productUpdates: input.product_updates,
      inventoryAlerts: input.inventory_alerts,
      customerFeedback: input.customer_feedback,
      promoUpdateNotif: input.promo_update_notif,
      trackServer: input.track_server,
      staffDeleteBill: input.staff_delete_bill,
      staffResendReceipt: input.staff_resend_receipt,
      isStockLimit: input.is_stock_limit,
      isOverrideStockLimit: input.is_override_stock_limit,
      startFilteredDate: input.start_filtered_date,
      endFilteredDate: input.end_filtered_date,
      settingAlertRecipients: mergeRecipients(before.settingAlertRecipients, input.setting_alert_recipients),
      cdsFeedback: input.cds_feedback,
    });
    return toBusinessSettings(row);
  });
}
