import type { PermissionEntryDto } from '@backoffice/contracts/permissions';
import type {
  FeatureName,
  FeatureSubscription,
  Profile,
  ProfileBusiness,
  ProfileOutlet,
} from '@backoffice/contracts/profile';
import { isOutletPaying } from '../../domain/outlet-paying.js';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import {
  type PermissionEntry,
  permissionCatalogue,
} from '../../platform/permissions/permission-catalogue.js';
import {
  type BusinessRow,
  type FeatureSubscriptionRow,
  findBusiness,
  findProfileUser,
  listBusinessOutlets,
  listFeatureSubscriptions,
  type OutletRow,
} from './profile.repository.js';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The properties each add-on feature carries (Loyalty Pro lifts the member limit). */
const featureProperties: Record<FeatureName, { name: string; value: string }[]> = {
  Loyalty: [
    { name: 'LOYALTY_MEMBER_LIMIT', value: '100' },
    { name: 'CAN_RESET_LOYALTY_PROGRAM', value: 'false' },
  ],
  'Table Management': [],
  'Ingredient Inventory': [],
  'Loyalty Pro': [
    { name: 'LOYALTY_MEMBER_LIMIT', value: '-1' },
    { name: 'CAN_RESET_LOYALTY_PROGRAM', value: 'true' },
  ],
};

function featureSubscriptionList(rows: FeatureSubscriptionRow[]): FeatureSubscription[] {
  return (Object.keys(featureProperties) as FeatureName[]).map((featureName) => ({
    feature_name: featureName,
    is_subscribing: rows.some((row) => row.featureName === featureName && row.isSubscribing),
    feature_properties: featureProperties[featureName],
  }));
}

function permissionDto(entry: PermissionEntry): PermissionEntryDto {
  return {
    id: entry.id,
    key: entry.key,
    priority_rank: entry.priorityRank,
    menu: entry.menu,
    menu_name: entry.menuName,
    sub_menu: entry.subMenu,
    sub_menu_name: entry.subMenuName,
    access: entry.access,
    level: entry.level,
    pin_required: entry.pinRequired ?? false,
    mobile_supported: entry.mobileSupported ?? false,
    usable: entry.usable ?? true,
    urls: [...entry.urls],
    is_allowed_for_moka_pay: entry.isAllowedForMokaPay ?? false,
    description: entry.description ?? null,
  };
}

function businessDto(business: BusinessRow, now: Date): ProfileBusiness {
  return {
    id: business.id,
    name: business.name,
    address: business.address,
    city: business.city,
    province: business.province,
    postal_code: business.postalCode,
    kecamatan: business.kecamatan,
    description: business.description,
    email: business.email,
    phone: business.phone,
    logo_url: business.logoUrl,
    business_type_id: business.businessTypeId,
    business_category_id: business.businessCategoryId,
    website: business.website,
    twitter: business.twitter,
    facebook: business.facebook,
    instagram: business.instagram,
    latitude: business.latitude,
    longitude: business.longitude,
    outlet_slot: business.outletSlot,
    is_trial: business.isTrial,
    trial_end_at: iso(business.trialEndAt),
    current_plan: business.currentPlan,
    billing_mode: business.billingMode,
    last_payment_date: iso(business.lastPaymentDate),
    is_enterprise: business.isEnterprise,
    is_registration_complete: business.isRegistrationComplete,
    start_year: business.startYear,
    revenue_range: business.revenueRange,
    is_kyb_registration_completed: business.isKybRegistrationCompleted,
    kyb_status: business.kybStatus,
    business_entity_type: business.businessEntityType,
    referral_code: business.referralCode,
    expired_at: iso(business.expiredAt),
    has_expired: business.expiredAt !== null && business.expiredAt.getTime() <= now.getTime(),
    is_pos_user: business.isPosUser,
    is_mokapay_user: business.isMokapayUser,
    is_leads: business.isLeads,
    capabilities: business.capabilities,
  };
}

function outletDto(outlet: OutletRow, now: Date): ProfileOutlet {
  return {
    id: outlet.id,
    business_id: outlet.businessId,
    name: outlet.name,
    address: outlet.address,
    phone_number: outlet.phoneNumber,
    city: outlet.city,
    province: outlet.province,
    postal_code: outlet.postalCode,
    kecamatan: outlet.kecamatan,
    latitude: outlet.latitude,
    longitude: outlet.longitude,
    notes: outlet.notes,
    time_zone: outlet.timeZone,
    start_date: iso(outlet.startDate),
    end_date: iso(outlet.endDate),
    is_paying: isOutletPaying(outlet, now),
    importing: outlet.importing,
    exporting: outlet.exporting,
    saudagar: outlet.saudagar,
    linked_status: outlet.linkedStatus,
    is_active_subscription: outlet.isActiveSubscription,
    created_at: outlet.createdAt.toISOString(),
  };
}

/** The session/profile entity of the caller, from the caller's business only. */
export async function getProfile(db: Database, caller: Caller, now: Date = new Date()): Promise<Profile> {
  const [user, business, allOutlets, subscriptions] = await Promise.all([
    findProfileUser(db, caller.businessId, caller.userId),
    findBusiness(db, caller.businessId),
    listBusinessOutlets(db, caller.businessId),
    listFeatureSubscriptions(db, caller.businessId),
  ]);
  const me = foundInBusiness(user);
  const myBusiness = foundInBusiness(business);
  const outlets = caller.allOutlets
    ? allOutlets
    : allOutlets.filter((outlet) => caller.outletIds.includes(outlet.id));
  const outletIds = outlets.map((outlet) => outlet.id);
  const features = featureSubscriptionList(subscriptions);
  const subscribed = (name: FeatureName) => features.some((f) => f.feature_name === name && f.is_subscribing);
  const permissions = permissionCatalogue
    .filter((entry) => caller.permissions.has(entry.key))
    .sort((a, b) => a.priorityRank - b.priorityRank || a.id - b.id)
    .map(permissionDto);

  return {
    id: me.id,
    email: me.email,
    username: me.username,
    first_name: me.firstName,
    last_name: me.lastName,
    full_name: [me.firstName, me.lastName].filter(Boolean).join(' '),
    phone: me.phone,
    is_owner: me.isOwner,
    is_manager: !me.isOwner && me.roleName.trim().toLowerCase() === 'manager',
    is_confirmed: me.isConfirmed,
    is_phone_number_verified: me.isPhoneNumberVerified,
    role_id: me.roleId,
    role_name: me.roleName,
    permissions,
    outlet_ids: outletIds,
    selected_outlets: outletIds,
    // The spec's field keeps its meaning: the assigned outlets, empty for a user who works with all of them.
    user_outlets_id: [...caller.outletIds],
    slot_id: null,
    already_subscribed: !myBusiness.isTrial && myBusiness.lastPaymentDate !== null,
    ingredient_subscription: subscribed('Ingredient Inventory'),
    loyalty_subscription: subscribed('Loyalty') || subscribed('Loyalty Pro'),
    feature_subscription: features,
    test_account: me.testAccount,
    current_inventory_dropdown: me.currentInventoryDropdown,
    has_saudagar_outlet: allOutlets.some((outlet) => outlet.saudagar),
    receipt_counter: null,
    invoice_counter: null,
    is_importing: allOutlets.some((outlet) => outlet.importing),
    is_exporting: allOutlets.some((outlet) => outlet.exporting),
    ktp_number: me.ktpNumber,
    npwp_number: me.npwpNumber,
    expired_at: iso(myBusiness.expiredAt),
    gravatar: null,
    uniq_id: me.uniqId,
    hermes: null,
    business: businessDto(myBusiness, now),
    outlets: outlets.map((outlet) => outletDto(outlet, now)),
  };
}
