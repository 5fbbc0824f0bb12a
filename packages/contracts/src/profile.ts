import { z } from 'zod';
import { permissionEntrySchema } from './permissions.js';

/**
 * GET /api/account/v2/profile: the session/profile entity of the product's entity description with its business,
 * outlets, permissions and feature subscriptions. Fields the back office has no data for are null or false,
 * never made up. Timestamps are ISO 8601 strings in UTC.
 */

const isoDateTime = z.string();

export const featureNameSchema = z.enum([
  'Loyalty',
  'Table Management',
  'Ingredient Inventory',
  'Loyalty Pro',
]);
export type FeatureName = z.infer<typeof featureNameSchema>;

export const featureSubscriptionSchema = z.object({
  feature_name: featureNameSchema,
  is_subscribing: z.boolean(),
  feature_properties: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type FeatureSubscription = z.infer<typeof featureSubscriptionSchema>;

export const profileBusinessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  kecamatan: z.string().nullable(),
  description: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  logo_url: z.string().nullable(),
  business_type_id: z.number().int().nullable(),
  business_category_id: z.number().int().nullable(),
  website: z.string().nullable(),
  twitter: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  outlet_slot: z.number().int(),
  is_trial: z.boolean(),
  trial_end_at: isoDateTime.nullable(),
  /** 1 = monthly, 12 = yearly. */
  current_plan: z.number().int(),
  billing_mode: z.enum(['regular', 'recurring']),
  last_payment_date: isoDateTime.nullable(),
  is_enterprise: z.boolean(),
  is_registration_complete: z.boolean(),
  start_year: z.number().int().nullable(),
  revenue_range: z.string().nullable(),
  is_kyb_registration_completed: z.boolean(),
  kyb_status: z.string(),
  business_entity_type: z.enum(['personal', 'corporate']),
  referral_code: z.string().nullable(),
  expired_at: isoDateTime.nullable(),
  /** expired_at is in the past. */
  has_expired: z.boolean(),
  is_pos_user: z.boolean(),
  is_mokapay_user: z.boolean(),
  is_leads: z.boolean(),
  /** e.g. ECOMMERCE_ATTRIBUTES (gates Brands together with its flag). */
  capabilities: z.array(z.string()),
});
export type ProfileBusiness = z.infer<typeof profileBusinessSchema>;

export const profileOutletSchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  kecamatan: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  notes: z.string().nullable(),
  time_zone: z.string(),
  start_date: isoDateTime.nullable(),
  end_date: isoDateTime.nullable(),
  is_paying: z.boolean(),
  importing: z.boolean(),
  exporting: z.boolean(),
  saudagar: z.boolean(),
  /** e.g. 'deactive' (shows the Outlets red dot with the outlet-linking flag); null when never linked. */
  linked_status: z.string().nullable(),
  /** null counts as active. */
  is_active_subscription: z.boolean().nullable(),
  created_at: isoDateTime,
});
export type ProfileOutlet = z.infer<typeof profileOutletSchema>;

export const profileResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  is_owner: z.boolean(),
  /** The role is the business's Manager role (by name); managers see the Manager defaults. */
  is_manager: z.boolean(),
  is_confirmed: z.boolean(),
  is_phone_number_verified: z.boolean(),
  role_id: z.number().int(),
  role_name: z.string(),
  /** The entries the user holds: every entry for owners; granted, grantable entries for other roles. */
  permissions: z.array(permissionEntrySchema),
  /** Outlets the user may open (all of the business's when the user is not limited to some). */
  outlet_ids: z.array(z.number().int()),
  /** The outlets preselected in outlet filters: the same as outlet_ids. */
  selected_outlets: z.array(z.number().int()),
  /** The outlets the user is explicitly limited to; empty = not limited. */
  user_outlets_id: z.array(z.number().int()),
  slot_id: z.number().int().nullable(),
  /** The business has paid at least once and is not in trial. */
  already_subscribed: z.boolean(),
  ingredient_subscription: z.boolean(),
  loyalty_subscription: z.boolean(),
  feature_subscription: z.array(featureSubscriptionSchema),
  test_account: z.boolean(),
  current_inventory_dropdown: z.enum(['items', 'ingredients']),
  has_saudagar_outlet: z.boolean(),
  receipt_counter: z.number().int().nullable(),
  invoice_counter: z.number().int().nullable(),
  /** Some outlet is importing / exporting its library right now. */
  is_importing: z.boolean(),
  is_exporting: z.boolean(),
  ktp_number: z.string().nullable(),
  npwp_number: z.string().nullable(),
  /** The business's subscription expiry (same as business.expired_at). */
  expired_at: isoDateTime.nullable(),
  gravatar: z.string().nullable(),
  uniq_id: z.string(),
  hermes: z.string().nullable(),
  business: profileBusinessSchema,
  outlets: z.array(profileOutletSchema),
});
export type Profile = z.infer<typeof profileResponseSchema>;
