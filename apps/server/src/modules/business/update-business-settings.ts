import {
  type AlertRecipient,
  type BusinessSettingsResponse,
  businessSettingsMessages,
  type SettingChange,
  type UpdateBusinessSettingsRequest,
} from '@backoffice/contracts/business-settings';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
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
  requested: NonNullable<SettingChange['setting_alert_recipients']>,
): AlertRecipient[] {
  const known = new Map(before.map((recipient) => [recipient.email.toLowerCase(), recipient]));
  return requested.map(({ email }) => {
    const previous = known.get(email.toLowerCase());
    return previous
      ? { email, verified: previous.verified, token_expired: previous.token_expired }
      : { email, verified: false, token_expired: false };
  });
}

/** The fields the request changes: the spec's `setting`, or the whole entity sent flat (decision 0130). */
function requestedChange(input: UpdateBusinessSettingsRequest): SettingChange {
  const { setting, ...flat } = input;
  return setting ?? flat;
}

/**
 * Changes the fields the request names in the setting of the caller's business (owner only, by the route's
 * access) and keeps the others. The row is locked for the merge, so a concurrent save cannot lose another's
 * change or verification state.
 */
export async function updateBusinessSettings(
  db: Database,
  caller: Caller,
  input: UpdateBusinessSettingsRequest,
): Promise<BusinessSettingsResponse> {
  const change = requestedChange(input);
  return db.transaction(async (tx) => {
    await ensureBusinessSettings(tx, caller);
    const before = await lockBusinessSettings(tx, caller);
    const startFilteredDate =
      change.start_filtered_date === undefined ? before.startFilteredDate : change.start_filtered_date;
    const endFilteredDate =
      change.end_filtered_date === undefined ? before.endFilteredDate : change.end_filtered_date;
    // ISO dates compare as text; a change of one end is checked against the other as stored.
    if (startFilteredDate !== null && endFilteredDate !== null && endFilteredDate < startFilteredDate) {
      const field = input.setting ? 'body.setting.end_filtered_date' : 'body.end_filtered_date';
      throw AppError.invalidField(field, businessSettingsMessages.dateOrder);
    }
    const authCode = change.auth_code === undefined ? before.authCode : change.auth_code;
    const row = await replaceBusinessSettings(tx, caller, {
      enableTax: change.enable_tax ?? before.enableTax,
      enableGratuity: change.enable_gratuity ?? before.enableGratuity,
      includeGratuityTax: change.include_gratuity_tax ?? before.includeGratuityTax,
      enableRounding: change.enable_rounding ?? before.enableRounding,
      customerSignOnIpad: change.customer_sign_on_ipad ?? before.customerSignOnIpad,
      logoOnReceipt: change.logo_on_receipt ?? before.logoOnReceipt,
      allowStaffRefund: change.allow_staff_refund ?? before.allowStaffRefund,
      authCode: authCode === '' ? null : authCode,
      dailySalesSummary: change.daily_sales_summary ?? before.dailySalesSummary,
      productUpdates: change.product_updates ?? before.productUpdates,
      inventoryAlerts: change.inventory_alerts ?? before.inventoryAlerts,
      customerFeedback: change.customer_feedback ?? before.customerFeedback,
      promoUpdateNotif: change.promo_update_notif ?? before.promoUpdateNotif,
      trackServer: change.track_server ?? before.trackServer,
      staffDeleteBill: change.staff_delete_bill ?? before.staffDeleteBill,
      staffResendReceipt: change.staff_resend_receipt ?? before.staffResendReceipt,
      isStockLimit: change.is_stock_limit ?? before.isStockLimit,
      isOverrideStockLimit: change.is_override_stock_limit ?? before.isOverrideStockLimit,
      startFilteredDate,
      endFilteredDate,
      settingAlertRecipients: change.setting_alert_recipients
        ? mergeRecipients(before.settingAlertRecipients, change.setting_alert_recipients)
        : before.settingAlertRecipients,
      cdsFeedback: change.cds_feedback ?? before.cdsFeedback,
    });
    return { setting: toBusinessSettings(row) };
  });
}
