import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { emailSchema, text } from './common/text.js';

/**
 * GET and PUT /api/business-service/v3/businesses/settings: the business-setting entity of the spec, answered as
 * `{setting: {...}}`. PUT changes the fields its `setting` names (the customer-display screen sends
 * `{setting: {cds_feedback}}`), and only the owner may send it (decision 0130).
 */

export const MAX_ALERT_RECIPIENTS = 20;
export const AUTH_CODE_MAX_LENGTH = 50;

export const businessSettingsMessages = {
  date: 'Must be a date as YYYY-MM-DD.',
  dateOrder: 'The end date must not be before the start date.',
  duplicateRecipient: 'This e-mail address is already a recipient.',
  tooManyRecipients: `At most ${MAX_ALERT_RECIPIENTS} recipients.`,
  authCodeTooLong: `At most ${AUTH_CODE_MAX_LENGTH} characters.`,
  required: 'Required when the whole setting is sent without `setting`.',
  mixedForms: 'Send the change inside `setting`, or the whole setting without it, not both.',
} as const;

const isoDate = text(businessSettingsMessages.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, businessSettingsMessages.date)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, businessSettingsMessages.date);

export const alertRecipientSchema = z.object({
  email: z.string(),
  /** The address confirmed the subscription; set by the server, never by the caller. */
  verified: z.boolean(),
  token_expired: z.boolean(),
});
export type AlertRecipient = z.infer<typeof alertRecipientSchema>;

/** Every field of the "Business setting" entity. */
export const businessSettingsSchema = z.object({
  enable_tax: z.boolean(),
  enable_gratuity: z.boolean(),
  include_gratuity_tax: z.boolean(),
  enable_rounding: z.boolean(),
  customer_sign_on_ipad: z.boolean(),
  logo_on_receipt: z.boolean(),
  allow_staff_refund: z.boolean(),
  auth_code: z.string().nullable(),
  daily_sales_summary: z.boolean(),
  product_updates: z.boolean(),
  inventory_alerts: z.boolean(),
  customer_feedback: z.boolean(),
  promo_update_notif: z.boolean(),
  track_server: z.boolean(),
  staff_delete_bill: z.boolean(),
  staff_resend_receipt: z.boolean(),
  is_stock_limit: z.boolean(),
  is_override_stock_limit: z.boolean(),
  start_filtered_date: z.string().nullable(),
  end_filtered_date: z.string().nullable(),
  setting_alert_recipients: z.array(alertRecipientSchema),
  cds_feedback: z.boolean(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/**
 * A recipient as a caller sends it: the address counts; `verified` and `token_expired` may be sent back as they
 * were read but are ignored, so a caller cannot mark an address verified.
 */
const alertRecipientInputSchema = z.strictObject({
  email: emailSchema,
  verified: z.boolean().optional(),
  token_expired: z.boolean().optional(),
});

/** The fields a caller types, checked as input; the rest as they are read. */
const settingInputShape = {
  ...businessSettingsSchema.shape,
  auth_code: text().trim().max(AUTH_CODE_MAX_LENGTH, businessSettingsMessages.authCodeTooLong).nullable(),
  start_filtered_date: isoDate.nullable(),
  end_filtered_date: isoDate.nullable(),
  setting_alert_recipients: z
    .array(alertRecipientInputSchema)
    .max(MAX_ALERT_RECIPIENTS, businessSettingsMessages.tooManyRecipients),
};
const settingFields = Object.keys(settingInputShape) as (keyof typeof settingInputShape)[];

/** The change a PUT names: the spec's `{setting: {...}}` carries any subset of the fields. */
export const settingChangeSchema = z.strictObject(settingInputShape).partial();
export type SettingChange = z.infer<typeof settingChangeSchema>;

function checkSetting(value: SettingChange, path: readonly string[], context: z.RefinementCtx): void {
  const { start_filtered_date: start, end_filtered_date: end } = value;
  // ISO dates compare as text.
  if (start != null && end != null && end < start) {
    context.addIssue({
      code: 'custom',
      path: [...path, 'end_filtered_date'],
      message: businessSettingsMessages.dateOrder,
    });
  }
  const seen = new Set<string>();
  value.setting_alert_recipients?.forEach((recipient, index) => {
    const key = recipient.email.toLowerCase();
    if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path: [...path, 'setting_alert_recipients', index, 'email'],
        message: businessSettingsMessages.duplicateRecipient,
      });
    }
    seen.add(key);
  });
}

/**
 * The spec's update payload is "a setting with cds_feedback": `{setting: {cds_feedback: true}}`, which changes
 * the fields it names and keeps the others. The whole entity sent flat (what this product's screens sent before,
 * decision 0130) is still accepted, and then every field must be there; the two forms do not mix.
 */
export const updateBusinessSettingsRequestSchema = z
  .strictObject({ setting: settingChangeSchema.optional(), ...settingChangeSchema.shape })
  .superRefine((value, context) => {
    const { setting, ...flat } = value;
    const flatKeys = settingFields.filter((key) => flat[key] !== undefined);
    if (setting !== undefined) {
      for (const key of flatKeys) {
        context.addIssue({ code: 'custom', path: [key], message: businessSettingsMessages.mixedForms });
      }
      checkSetting(setting, ['setting'], context);
      return;
    }
    for (const key of settingFields) {
      if (flat[key] === undefined) {
        context.addIssue({ code: 'custom', path: [key], message: businessSettingsMessages.required });
      }
    }
    checkSetting(flat, [], context);
  });
export type UpdateBusinessSettingsRequest = z.infer<typeof updateBusinessSettingsRequestSchema>;

/** What GET and PUT answer: the spec's setting object. */
export const businessSettingsResponseSchema = z.object({ setting: businessSettingsSchema });
export type BusinessSettingsResponse = z.infer<typeof businessSettingsResponseSchema>;

const SETTINGS_PATH = '/business-service/v3/businesses/settings';

export const businessSettingsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: SETTINGS_PATH,
    summary: 'The settings of the business of the signed-in user',
    response: businessSettingsResponseSchema,
    errors: [401],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: SETTINGS_PATH,
    summary: 'Replace the settings of the business (owner only)',
    body: updateBusinessSettingsRequestSchema,
    response: businessSettingsResponseSchema,
    errors: [400, 401, 403],
  }),
};
