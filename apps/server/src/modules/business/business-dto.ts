import type { Business } from '@backoffice/contracts/business';
import type { BusinessSettings } from '@backoffice/contracts/business-settings';
import type { Outlet } from '@backoffice/contracts/outlets';
import { isOutletPaying } from '../../domain/outlet-paying.js';
import type { BusinessRow, BusinessSettingsRow, OutletRow } from './business.repository.js';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function toBusiness(row: BusinessRow, now: Date): Business {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    kecamatan: row.kecamatan,
    description: row.description,
    email: row.email,
    phone: row.phone,
    logo_url: row.logoUrl,
    business_type_id: row.businessTypeId,
    business_category_id: row.businessCategoryId,
    website: row.website,
    twitter: row.twitter,
    facebook: row.facebook,
    instagram: row.instagram,
    latitude: row.latitude,
    longitude: row.longitude,
    outlet_slot: row.outletSlot,
    is_trial: row.isTrial,
    trial_end_at: iso(row.trialEndAt),
    current_plan: row.currentPlan,
    billing_mode: row.billingMode,
    last_payment_date: iso(row.lastPaymentDate),
    is_enterprise: row.isEnterprise,
    is_registration_complete: row.isRegistrationComplete,
    start_year: row.startYear,
    revenue_range: row.revenueRange,
    is_kyb_registration_completed: row.isKybRegistrationCompleted,
    kyb_status: row.kybStatus,
    business_entity_type: row.businessEntityType,
    referral_code: row.referralCode,
    expired_at: iso(row.expiredAt),
    has_expired: row.expiredAt !== null && row.expiredAt.getTime() <= now.getTime(),
    is_pos_user: row.isPosUser,
    is_mokapay_user: row.isMokapayUser,
    is_leads: row.isLeads,
    capabilities: row.capabilities,
  };
}

export function toBusinessSettings(row: BusinessSettingsRow): BusinessSettings {
  return {
    enable_tax: row.enableTax,
    enable_gratuity: row.enableGratuity,
    include_gratuity_tax: row.includeGratuityTax,
    enable_rounding: row.enableRounding,
    customer_sign_on_ipad: row.customerSignOnIpad,
    logo_on_receipt: row.logoOnReceipt,
    allow_staff_refund: row.allowStaffRefund,
    auth_code: row.authCode,
    daily_sales_summary: row.dailySalesSummary,
    product_updates: row.productUpdates,
    inventory_alerts: row.inventoryAlerts,
    customer_feedback: row.customerFeedback,
    promo_update_notif: row.promoUpdateNotif,
    track_server: row.trackServer,
    staff_delete_bill: row.staffDeleteBill,
    staff_resend_receipt: row.staffResendReceipt,
    is_stock_limit: row.isStockLimit,
    is_override_stock_limit: row.isOverrideStockLimit,
    start_filtered_date: row.startFilteredDate,
    end_filtered_date: row.endFilteredDate,
    setting_alert_recipients: row.settingAlertRecipients,
    cds_feedback: row.cdsFeedback,
  };
}

/** `now` bounds `is_paying` by the outlet's dates (domain/outlet-paying.ts). */
export function toOutlet(row: OutletRow, now: Date): Outlet {
  return {
    id: row.id,
    business_id: row.businessId,
    name: row.name,
    address: row.address,
    phone_number: row.phoneNumber,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    kecamatan: row.kecamatan,
    latitude: row.latitude,
    longitude: row.longitude,
    notes: row.notes,
    time_zone: row.timeZone,
    start_date: iso(row.startDate),
    end_date: iso(row.endDate),
    is_paying: isOutletPaying(row, now),
    importing: row.importing,
    exporting: row.exporting,
    saudagar: row.saudagar,
    linked_status: row.linkedStatus,
    is_active_subscription: row.isActiveSubscription,
    created_at: row.createdAt.toISOString(),
  };
}
