import {
  type QrisBusinessType,
  type QrisDocumentKind,
  type QrisDocumentRef,
  type QrisRegistrationInput,
  qrisCorporateStep2Schema,
  qrisCorporateStep3Schema,
  qrisDocumentsOf,
  qrisIndividualStep2Schema,
  qrisIndividualStep3Schema,
  qrisStep1Schema,
  qrisStep4Schema,
} from '@backoffice/contracts/qris';

/**
 * The wizard's model ("QRIS wizard"): values as the inputs hold them, the fields of each step, and each
 * step checked with the contract's own step schema, so the wizard refuses exactly what the server refuses.
 */
export const QRIS_STEP_COUNT = 4;

export const textFields = [
  'merchant_pic_phone',
  'bank_name',
  'bank_account_number',
  'bank_account_owner',
  'ktp_name',
  'ktp_number',
  'permit_number',
  'ktp_address',
  'nationality',
  'place_of_birth',
  'date_of_birth',
  'sex',
  'occupation',
  'npwp_name',
  'npwp_number',
  'npwp_address',
  'business_entity_name',
  'business_entity_establishment_city',
  'business_entity_establishment_date',
  'business_entity_permit',
  'business_shareholder_name',
] as const;
export type QrisTextField = (typeof textFields)[number];

export interface QrisFormValues extends Record<QrisTextField, string> {
  outlets: number[];
  type_of_business: QrisBusinessType | '';
  documents: Partial<Record<QrisDocumentKind, QrisDocumentRef>>;
  consent: boolean;
}

export type QrisField = QrisTextField | 'outlets' | 'type_of_business' | QrisDocumentKind | 'consent';

export function emptyQrisValues(): QrisFormValues {
  const text = Object.fromEntries(textFields.map((field) => [field, ''])) as Record<QrisTextField, string>;
  return { ...text, outlets: [], type_of_business: '', documents: {}, consent: false };
}

/** Text entry is sanitised: control characters other than line breaks never reach the form. */
export function sanitiseText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

const variantOf = (values: QrisFormValues): QrisBusinessType =>
  values.type_of_business === 'CORPORATE' ? 'CORPORATE' : 'INDIVIDUAL';

/** The fields of one step; the permit number only for a WNA (docs/spec-notes.md, decided reading 17). */
export function stepFields(step: number, values: QrisFormValues): QrisField[] {
  const corporate = variantOf(values) === 'CORPORATE';
  const permit: QrisField[] = values.nationality === 'WNA' ? ['permit_number'] : [];
  switch (step) {
    case 0:
      return [
        'outlets',
        'merchant_pic_phone',
        'bank_name',
        'bank_account_number',
        'bank_account_owner',
        'type_of_business',
      ];
    case 1:
      return corporate
        ? [
            'business_entity_name',
            'business_entity_establishment_city',
            'business_entity_establishment_date',
            'business_entity_permit',
            'business_shareholder_name',
            'ktp_name',
            'ktp_number',
            'nationality',
            ...permit,
            'ktp_address',
            'npwp_name',
            'npwp_number',
            'npwp_address',
          ]
        : [
            'ktp_name',
            'ktp_number',
            'nationality',
            ...permit,
            'ktp_address',
            'place_of_birth',
            'date_of_birth',
            'sex',
            'occupation',
            'npwp_name',
            'npwp_number',
            'npwp_address',
          ];
    case 2:
      return [...qrisDocumentsOf[variantOf(values)]];
    default:
      return ['consent'];
  }
}

function stepInput(step: number, values: QrisFormValues): unknown {
  if (step === 2) return values.documents;
  if (step === 3) return { consent: values.consent };
  const { documents: _documents, consent: _consent, ...rest } = values;
  return { ...rest, type_of_business: values.type_of_business || undefined };
}

function stepSchema(step: number, values: QrisFormValues) {
  const corporate = variantOf(values) === 'CORPORATE';
  if (step === 0) return qrisStep1Schema;
  if (step === 1) return corporate ? qrisCorporateStep2Schema : qrisIndividualStep2Schema;
  if (step === 2) return corporate ? qrisCorporateStep3Schema : qrisIndividualStep3Schema;
  return qrisStep4Schema;
}

/** The contract's message for each invalid field of a step. */
export function stepErrors(step: number, values: QrisFormValues): Partial<Record<QrisField, string>> {
  const result = stepSchema(step, values).safeParse(stepInput(step, values));
  const errors: Partial<Record<QrisField, string>> = {};
  const fields = new Set(stepFields(step, values));
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as QrisField;
    if (fields.has(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export const stepIsValid = (step: number, values: QrisFormValues) =>
  Object.keys(stepErrors(step, values)).length === 0;

/** The registration payload of the chosen variant. */
export function requestOf(values: QrisFormValues): QrisRegistrationInput {
  const common = {
    outlets: values.outlets,
    merchant_pic_phone: values.merchant_pic_phone,
    bank_name: values.bank_name,
    bank_account_number: values.bank_account_number,
    bank_account_owner: values.bank_account_owner,
    ktp_name: values.ktp_name,
    ktp_number: values.ktp_number,
    permit_number: values.nationality === 'WNA' ? values.permit_number : null,
    ktp_address: values.ktp_address,
    nationality: values.nationality as 'WNI' | 'WNA',
    npwp_name: values.npwp_name,
    npwp_number: values.npwp_number,
    npwp_address: values.npwp_address,
    ktp: values.documents.ktp!,
    npwp: values.documents.npwp!,
    consent: true as const,
  };
  if (values.type_of_business === 'CORPORATE') {
    return {
      ...common,
      type_of_business: 'CORPORATE',
      business_entity_name: values.business_entity_name,
      business_entity_establishment_city: values.business_entity_establishment_city,
      business_entity_establishment_date: values.business_entity_establishment_date,
      business_entity_permit: values.business_entity_permit,
      business_shareholder_name: values.business_shareholder_name,
      sk_pendirian: values.documents.sk_pendirian!,
      sk_perubahan: values.documents.sk_perubahan!,
      siup: values.documents.siup!,
    };
  }
  return {
    ...common,
    type_of_business: 'INDIVIDUAL',
    place_of_birth: values.place_of_birth,
    date_of_birth: values.date_of_birth,
    sex: values.sex as 'Pria' | 'Wanita',
    occupation: values.occupation,
  };
}

/** A saved draft back into the form: only what still fits the model is taken. */
export function valuesFromDraft(saved: Record<string, unknown>): QrisFormValues {
  const values = emptyQrisValues();
  for (const field of textFields) if (typeof saved[field] === 'string') values[field] = saved[field];
  if (Array.isArray(saved.outlets)) values.outlets = saved.outlets.filter((id) => Number.isInteger(id));
  if (saved.type_of_business === 'INDIVIDUAL' || saved.type_of_business === 'CORPORATE')
    values.type_of_business = saved.type_of_business;
  if (saved.documents && typeof saved.documents === 'object')
    values.documents = saved.documents as QrisFormValues['documents'];
  return values;
}

/** File names are built from the business id. */
export function documentFileName(
  businessId: number,
  kind: QrisDocumentKind,
  type: 'png' | 'jpg' | 'pdf',
): string {
  return `qris-${businessId}-${kind}.${type}`;
}
