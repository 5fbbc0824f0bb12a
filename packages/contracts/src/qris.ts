import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idSchema } from './common/ids.js';
import { defineMessages } from './common/messages.js';
import { text } from './common/text.js';

/**
 * QRIS registration, payment methods and banks (the product's screen description "QRIS registration form (modal)", QRIS payload,
 * "QRIS wizard", general and QRIS rules; docs/spec-notes.md, decided reading 17). The wizard's steps are declared here
 * one by one, so the form refuses each step with the same rules and words the server uses on the whole request.
 *
 * Documents are not sent as base64 in the registration (`ktp {base64, file_name}`): they are uploaded
 * first through the one upload call as private files of the business, and the registration names the stored
 * file (`{file_id, file_name}`), which the server checks is the business's and fits the document's rule
 * (decision 0080).
 */

/** The product's screen description max lengths (occupation has none there: ours). */
export const QRIS_MAX = {
  phone: 15,
  accountNumber: 30,
  accountOwner: 100,
  name: 100,
  idNumber: 16,
  permit: 30,
  address: 250,
  birthplace: 50,
  occupation: 100,
  taxName: 100,
  taxNumber: 20,
  entityName: 100,
  foundingCity: 50,
  shareholder: 200,
  bankName: 100,
} as const;

/** The longest each typed field may be: the web's inputs carry it as `maxLength`, the schemas below refuse more. */
export const QRIS_FIELD_MAX_LENGTH = {
  merchant_pic_phone: QRIS_MAX.phone,
  bank_account_number: QRIS_MAX.accountNumber,
  bank_account_owner: QRIS_MAX.accountOwner,
  ktp_name: QRIS_MAX.name,
  ktp_number: QRIS_MAX.idNumber,
  permit_number: QRIS_MAX.permit,
  ktp_address: QRIS_MAX.address,
  place_of_birth: QRIS_MAX.birthplace,
  occupation: QRIS_MAX.occupation,
  npwp_name: QRIS_MAX.taxName,
  npwp_number: QRIS_MAX.taxNumber,
  npwp_address: QRIS_MAX.address,
  business_entity_name: QRIS_MAX.entityName,
  business_entity_establishment_city: QRIS_MAX.foundingCity,
  business_entity_permit: QRIS_MAX.permit,
  business_shareholder_name: QRIS_MAX.shareholder,
} as const;

/** 2 MB is 2,000,000 bytes for QRIS documents . */
export const QRIS_DOCUMENT_MAX_BYTES = 2_000_000;

export const qrisMessages = defineMessages('qris', {
  required: 'This field is required!',
  number: 'It must be a number!',
  phone: 'It must be in phone number format!',
  invalidDate: 'Please enter a valid date.',
  outletsRequired: 'Choose at least one outlet.',
  outletNotYours: 'This outlet is not one of your outlets.',
  max15: 'Must be at most 15 characters.',
  max16: 'Must be at most 16 characters.',
  max20: 'Must be at most 20 characters.',
  max30: 'Must be at most 30 characters.',
  max50: 'Must be at most 50 characters.',
  max100: 'Must be at most 100 characters.',
  max200: 'Must be at most 200 characters.',
  max250: 'Must be at most 250 characters.',
  noMarkup: 'Must not contain < or >.',
  pdfOnly: 'Only PDF files are allowed.',
  documentNotYours: 'This file is not one of your uploads.',
  bankUnknown: 'Choose a bank from the list.',
  consentRequired: 'Tick the box once you have filled in the consent form.',
  submitFailed: 'Failed to submit. Please check your submission',
  checkSubmission: 'Please check your submission',
  submitting: 'This will take some minutes. Please wait...',
  submitted: 'Your QRIS registration has been sent.',
  consentLabel: 'Saya sudah mengisi consent form',
});

const maxMessage: Record<number, string> = {
  15: qrisMessages.max15,
  16: qrisMessages.max16,
  20: qrisMessages.max20,
  30: qrisMessages.max30,
  50: qrisMessages.max50,
  100: qrisMessages.max100,
  200: qrisMessages.max200,
  250: qrisMessages.max250,
};

/** Domain errors of the registration (ours: the spec names none). */
export const qrisErrors = {
  '0180-0001': { status: 404, message: 'There is no QRIS registration for this business.' },
  '0180-0002': { status: 409, message: 'This business has already registered for QRIS.' },
  '0180-0003': { status: 409, message: 'Only a rejected document can be sent again.' },
  '0180-0004': { status: 404, message: 'This payment method does not exist.' },
  '0180-0005': {
    status: 409,
    message: 'This payment method is already active or its activation was requested.',
  },
  '0180-0006': { status: 409, message: 'QRIS is activated by registering for it.' },
} as const satisfies Record<string, { status: number; message: string }>;
export type QrisErrorCode = keyof typeof qrisErrors;
export const QRIS_NOT_REGISTERED = '0180-0001' satisfies QrisErrorCode;
export const QRIS_ALREADY_REGISTERED = '0180-0002' satisfies QrisErrorCode;
export const QRIS_DOCUMENT_NOT_REJECTED = '0180-0003' satisfies QrisErrorCode;
export const PAYMENT_METHOD_NOT_FOUND = '0180-0004' satisfies QrisErrorCode;
export const ACTIVATION_NOT_NEEDED = '0180-0005' satisfies QrisErrorCode;
export const ACTIVATION_BY_REGISTRATION = '0180-0006' satisfies QrisErrorCode;

// ---- Field building blocks ----

/**
 * Angle brackets: no name, number or address on an Indonesian ID card, tax card or deed holds one, and the
 * registration goes on to the acquirer's reviewers, so text that could be read as markup is refused rather than
 * passed on (decision 0131).
 */
const MARKUP = /[<>]/;
const noMarkup = (value: string) => !MARKUP.test(value);

/** A required text: trimmed, not empty, at most `max` characters, no markup. */
const requiredText = (max: number) =>
  text(qrisMessages.required)
    .trim()
    .min(1, qrisMessages.required)
    .max(max, maxMessage[max])
    .refine(noMarkup, qrisMessages.noMarkup);
/** An optional text: empty or absent is null. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, maxMessage[max])
    .refine(noMarkup, qrisMessages.noMarkup)
    .nullish()
    .transform((value) => (value ? value : null));
const DIGITS = /^\d+$/;
const requiredDigits = (max: number) => requiredText(max).regex(DIGITS, qrisMessages.number);
const optionalDigits = (max: number) =>
  text()
    .trim()
    .max(max, maxMessage[max])
    .refine((value) => value === '' || DIGITS.test(value), qrisMessages.number)
    .nullish()
    .transform((value) => (value ? value : null));

/** Optional plus, digits, spaces, dashes, parentheses. */
export const QRIS_PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/** A calendar date `yyyy-MM-dd` that exists. */
export const qrisDateSchema = text(qrisMessages.required)
  .trim()
  .min(1, qrisMessages.required)
  .refine((value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, qrisMessages.invalidDate);

export const qrisBusinessTypes = ['INDIVIDUAL', 'CORPORATE'] as const;
export type QrisBusinessType = (typeof qrisBusinessTypes)[number];
export const qrisNationalities = ['WNI', 'WNA'] as const;
export const qrisSexes = ['Pria', 'Wanita'] as const;

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: qrisMessages.required });

/** A document as the registration names it: a stored upload of the business. */
export const qrisDocumentRefSchema = z.object(
  {
    file_id: z.uuid({ message: qrisMessages.required }),
    file_name: text().trim().min(1, qrisMessages.required).max(255),
  },
  { message: qrisMessages.required },
);
export type QrisDocumentRef = z.infer<typeof qrisDocumentRefSchema>;

export const qrisDocumentKinds = ['ktp', 'npwp', 'sk_pendirian', 'sk_perubahan', 'siup'] as const;
export type QrisDocumentKind = (typeof qrisDocumentKinds)[number];
/** The product's screen description step 3: the deeds are PDF only; the rest are photos. */
export const QRIS_PDF_DOCUMENTS: readonly QrisDocumentKind[] = ['sk_pendirian', 'sk_perubahan'];
export const qrisDocumentsOf: Record<QrisBusinessType, readonly QrisDocumentKind[]> = {
  INDIVIDUAL: ['ktp', 'npwp'],
  CORPORATE: ['ktp', 'npwp', 'sk_pendirian', 'sk_perubahan', 'siup'],
};

// ---- The wizard's steps ----

/** Step 1, Data Umum (both variants). */
export const qrisStep1Schema = z.object({
  outlets: z
    .array(idSchema, { message: qrisMessages.outletsRequired })
    .min(1, qrisMessages.outletsRequired)
    .max(500),
  merchant_pic_phone: requiredText(QRIS_MAX.phone).regex(QRIS_PHONE_PATTERN, qrisMessages.phone),
  bank_name: requiredText(QRIS_MAX.bankName),
  bank_account_number: requiredDigits(QRIS_MAX.accountNumber),
  bank_account_owner: requiredText(QRIS_MAX.accountOwner),
  type_of_business: choice(qrisBusinessTypes),
});

/** Step 2, Kelengkapan Data, individual. */
export const qrisIndividualStep2Schema = z.object({
  ktp_name: requiredText(QRIS_MAX.name),
  ktp_number: requiredDigits(QRIS_MAX.idNumber),
  permit_number: optionalText(QRIS_MAX.permit),
  ktp_address: requiredText(QRIS_MAX.address),
  nationality: choice(qrisNationalities),
  place_of_birth: requiredText(QRIS_MAX.birthplace),
  date_of_birth: qrisDateSchema,
  sex: choice(qrisSexes),
  occupation: requiredText(QRIS_MAX.occupation),
  npwp_name: optionalText(QRIS_MAX.taxName),
  npwp_number: optionalDigits(QRIS_MAX.taxNumber),
  npwp_address: optionalText(QRIS_MAX.address),
});

/** Step 2, business: the director fills the ID fields (ktp_*), the tax fields are required. */
export const qrisCorporateStep2Schema = z.object({
  business_entity_name: requiredText(QRIS_MAX.entityName),
  business_entity_establishment_city: requiredText(QRIS_MAX.foundingCity),
  business_entity_establishment_date: qrisDateSchema,
  business_entity_permit: requiredDigits(QRIS_MAX.permit),
  business_shareholder_name: requiredText(QRIS_MAX.shareholder),
  ktp_name: requiredText(QRIS_MAX.name),
  ktp_number: requiredDigits(QRIS_MAX.idNumber),
  permit_number: optionalText(QRIS_MAX.permit),
  ktp_address: requiredText(QRIS_MAX.address),
  nationality: choice(qrisNationalities),
  npwp_name: requiredText(QRIS_MAX.taxName),
  npwp_number: requiredDigits(QRIS_MAX.taxNumber),
  npwp_address: requiredText(QRIS_MAX.address),
});

const documentField = qrisDocumentRefSchema;
/** Step 3, Dokumentasi. */
export const qrisIndividualStep3Schema = z.object({ ktp: documentField, npwp: documentField });
export const qrisCorporateStep3Schema = z.object({
  ktp: documentField,
  npwp: documentField,
  sk_pendirian: documentField,
  sk_perubahan: documentField,
  siup: documentField,
});

/** Step 4, Persyaratan: the consent box. */
export const qrisStep4Schema = z.object({
  consent: z.literal(true, { message: qrisMessages.consentRequired }),
});

const step1Fields = qrisStep1Schema.shape;
export const qrisIndividualRequestSchema = z.object({
  ...step1Fields,
  type_of_business: z.literal('INDIVIDUAL', { message: qrisMessages.required }),
  ...qrisIndividualStep2Schema.shape,
  ...qrisIndividualStep3Schema.shape,
  ...qrisStep4Schema.shape,
});
export const qrisCorporateRequestSchema = z.object({
  ...step1Fields,
  type_of_business: z.literal('CORPORATE', { message: qrisMessages.required }),
  ...qrisCorporateStep2Schema.shape,
  ...qrisCorporateStep3Schema.shape,
  ...qrisStep4Schema.shape,
});

/** docs/spec-notes.md, decided reading 17: the permit number is for foreign citizens (WNA) only; a WNI's is dropped. */
function permitForForeignersOnly<T extends { nationality: string; permit_number: string | null }>(
  value: T,
): T {
  return value.nationality === 'WNA' ? value : { ...value, permit_number: null };
}

/** The whole registration, one variant or the other by `type_of_business`. */
export const qrisRegistrationRequestSchema = z
  .discriminatedUnion('type_of_business', [qrisIndividualRequestSchema, qrisCorporateRequestSchema])
  .transform(permitForForeignersOnly);
export type QrisRegistrationRequest = z.output<typeof qrisRegistrationRequestSchema>;
export type QrisRegistrationInput = z.input<typeof qrisRegistrationRequestSchema>;

/** A rejected document sent again. */
export const qrisDocumentParamsSchema = z.object({ document: z.enum(qrisDocumentKinds) });
export const qrisResubmitDocumentSchema = qrisDocumentRefSchema;

// ---- Drafts (beyond the spec: save and resume, decision 0081) ----

export const QRIS_DRAFT_MAX_CHARS = 20_000;
/** What the form holds when saved: loose (a draft is unfinished by nature), bounded in size. */
export const qrisDraftSchema = z.object({
  step: z.number().int().min(0).max(3),
  values: z
    .record(z.string().max(64), z.unknown())
    .refine((value) => JSON.stringify(value).length <= QRIS_DRAFT_MAX_CHARS, 'The draft is too large.')
    .refine((value) => !JSON.stringify(value).includes('\\u0000'), 'Must not contain the NUL character.'),
});
export type QrisDraft = z.infer<typeof qrisDraftSchema>;
export const qrisDraftResponseSchema = qrisDraftSchema.extend({ updated_at: z.string() }).nullable();

// ---- Responses ----

export const qrisRegistrationStatuses = ['pending', 'rejected', 'approved'] as const;
export type QrisRegistrationStatus = (typeof qrisRegistrationStatuses)[number];
export const qrisDocumentStatuses = ['pending', 'rejected', 'approved'] as const;
export type QrisDocumentStatus = (typeof qrisDocumentStatuses)[number];

export const qrisDocumentSchema = z.object({
  kind: z.enum(qrisDocumentKinds),
  file_id: z.uuid(),
  file_name: z.string(),
  status: z.enum(qrisDocumentStatuses),
  rejection_reason: z.string().nullable(),
});
export type QrisDocument = z.infer<typeof qrisDocumentSchema>;

export const qrisRegistrationSchema = z.object({
  id: z.number().int(),
  type_of_business: z.enum(qrisBusinessTypes),
  status: z.enum(qrisRegistrationStatuses),
  business_name: z.string(),
  business_email: z.string(),
  moka_registered_email: z.string(),
  outlets: z.array(z.object({ id: z.number().int(), name: z.string() })),
  documents: z.array(qrisDocumentSchema),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
});
export type QrisRegistration = z.infer<typeof qrisRegistrationSchema>;

export const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

export const paymentMethodKinds = ['cash', 'card', 'qris', 'e_wallet'] as const;
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(paymentMethodKinds),
  is_active: z.boolean(),
  /** e-wallets are switched on by the provider on request; QRIS by registering. */
  needs_activation: z.boolean(),
  activation_requested_at: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const outletPaymentConfigSchema = z.object({
  outlet_id: z.number().int(),
  outlet_name: z.string(),
  /** Codes of the methods the outlet's tills offer. */
  active_methods: z.array(z.string()),
});
export type OutletPaymentConfig = z.infer<typeof outletPaymentConfigSchema>;

export const activationRequestSchema = z.object({ payment_method_id: idSchema });

export const qrisEndpoints = {
  paymentMethods: defineEndpoint({
    method: 'GET',
    path: '/payment/v1/payment-methods',
    summary: 'The business’s payment methods, whether each is active, and which each outlet offers',
    response: z.object({ data: z.array(paymentMethodSchema), outlets: z.array(outletPaymentConfigSchema) }),
    errors: [401, 403],
  }),
  activationRequest: defineEndpoint({
    method: 'POST',
    path: '/payment/v1/activation-request/',
    summary: 'Ask for a payment method that needs activation to be switched on',
    body: activationRequestSchema,
    status: 201,
    response: paymentMethodSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  banks: defineEndpoint({
    method: 'GET',
    path: '/business-service/v1/business/banks',
    summary: 'Banks a QRIS settlement account may be at',
    response: z.object({ data: z.array(bankSchema) }),
    errors: [401, 403],
  }),
  registration: defineEndpoint({
    method: 'GET',
    path: '/payment/v1/qris-registrations',
    summary: 'The business’s QRIS registration with each document’s review status (null when none)',
    response: z.object({ data: qrisRegistrationSchema.nullable() }),
    errors: [401, 403],
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/payment/v1/qris-registrations',
    summary: 'Register for QRIS (individual or business)',
    body: qrisRegistrationRequestSchema,
    status: 201,
    response: qrisRegistrationSchema,
    errors: [400, 401, 403, 409],
  }),
  resubmitDocument: defineEndpoint({
    method: 'PUT',
    path: '/payment/v1/qris-registrations/documents/:document',
    summary: 'Send one rejected document again',
    params: qrisDocumentParamsSchema,
    body: qrisResubmitDocumentSchema,
    response: qrisRegistrationSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  draft: defineEndpoint({
    method: 'GET',
    path: '/payment/v1/qris-registrations/draft',
    summary: 'The saved, unfinished registration form (null when none)',
    response: z.object({ data: qrisDraftResponseSchema }),
    errors: [401, 403],
  }),
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: '/payment/v1/qris-registrations/draft',
    summary: 'Save the unfinished registration form',
    body: qrisDraftSchema,
    response: z.object({ data: qrisDraftResponseSchema }),
    errors: [400, 401, 403],
  }),
};
