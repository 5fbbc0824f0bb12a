import { describe, expect, it } from 'vitest';
import {
  qrisCorporateStep2Schema,
  qrisIndividualStep2Schema,
  qrisMessages,
  qrisRegistrationRequestSchema,
  qrisStep1Schema,
  qrisStep4Schema,
} from './qris.js';

const file = (name: string) => ({ file_id: '5b0b6f8e-6f2c-4f7e-9d7e-2b3c4d5e6f70', file_name: name });

const step1 = {
  outlets: [1],
  merchant_pic_phone: '+62 812-345-678',
  bank_name: 'Bank Central Asia (BCA)',
  bank_account_number: '1234567890',
  bank_account_owner: 'Siti Rahayu',
  type_of_business: 'INDIVIDUAL',
};
const individual = {
  ...step1,
  ktp_name: 'Siti Rahayu',
  ktp_number: '3174012345670001',
  permit_number: 'KITAS-1',
  ktp_address: 'Jl. Kemang Raya 10',
  nationality: 'WNI',
  place_of_birth: 'Bandung',
  date_of_birth: '1990-04-17',
  sex: 'Wanita',
  occupation: 'Wiraswasta',
  ktp: file('ktp.png'),
  npwp: file('npwp.png'),
  consent: true,
};
const corporate = {
  ...step1,
  type_of_business: 'CORPORATE',
  business_entity_name: 'PT Kopi Nusantara',
  business_entity_establishment_city: 'Jakarta',
  business_entity_establishment_date: '2015-02-28',
  business_entity_permit: '9120001234567',
  business_shareholder_name: 'Budi Santoso',
  ktp_name: 'Budi Santoso',
  ktp_number: '3174019876540002',
  permit_number: 'ITAS-77',
  ktp_address: 'Jl. Sudirman 1',
  nationality: 'WNA',
  npwp_name: 'PT Kopi Nusantara',
  npwp_number: '012345678901000',
  npwp_address: 'Jl. Sudirman 1',
  ktp: file('ktp.png'),
  npwp: file('npwp.png'),
  sk_pendirian: file('akta.pdf'),
  sk_perubahan: file('perubahan.pdf'),
  siup: file('siup.png'),
  consent: true,
};

/** The message zod gives for one field of a schema, or undefined when it passes. */
function messageOf(
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
  field: string,
) {
  const result = schema.safeParse(value);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('QRIS registration contract (docs/spec-notes.md, decided reading 17)', () => {
  it('accepts both variants; drops a WNI’s permit number and keeps a WNA’s', () => {
    const person = qrisRegistrationRequestSchema.parse(individual);
    expect(person.permit_number).toBeNull();
    expect(person.npwp_name).toBeNull();
    const company = qrisRegistrationRequestSchema.parse(corporate);
    expect(company.permit_number).toBe('ITAS-77');
    expect(qrisRegistrationRequestSchema.parse({ ...individual, nationality: 'WNA' }).permit_number).toBe(
      'KITAS-1',
    );
  });

  const maxLengths: [
    schema: 'step1' | 'individual' | 'corporate',
    field: string,
    max: number,
    message: string,
  ][] = [
    ['step1', 'merchant_pic_phone', 15, qrisMessages.max15],
    ['step1', 'bank_account_number', 30, qrisMessages.max30],
    ['step1', 'bank_account_owner', 100, qrisMessages.max100],
    ['individual', 'ktp_name', 100, qrisMessages.max100],
    ['individual', 'ktp_number', 16, qrisMessages.max16],
    ['individual', 'permit_number', 30, qrisMessages.max30],
    ['individual', 'ktp_address', 250, qrisMessages.max250],
    ['individual', 'place_of_birth', 50, qrisMessages.max50],
    ['individual', 'npwp_name', 100, qrisMessages.max100],
    ['individual', 'npwp_number', 20, qrisMessages.max20],
    ['individual', 'npwp_address', 250, qrisMessages.max250],
    ['corporate', 'business_entity_name', 100, qrisMessages.max100],
    ['corporate', 'business_entity_establishment_city', 50, qrisMessages.max50],
    ['corporate', 'business_entity_permit', 30, qrisMessages.max30],
    ['corporate', 'business_shareholder_name', 200, qrisMessages.max200],
    ['corporate', 'ktp_name', 100, qrisMessages.max100],
    ['corporate', 'ktp_number', 16, qrisMessages.max16],
    ['corporate', 'permit_number', 30, qrisMessages.max30],
    ['corporate', 'ktp_address', 250, qrisMessages.max250],
    ['corporate', 'npwp_name', 100, qrisMessages.max100],
    ['corporate', 'npwp_number', 20, qrisMessages.max20],
    ['corporate', 'npwp_address', 250, qrisMessages.max250],
  ];
  const schemas = {
    step1: qrisStep1Schema,
    individual: qrisIndividualStep2Schema,
    corporate: qrisCorporateStep2Schema,
  };
  const bases = { step1, individual, corporate };

  it.each(maxLengths)('%s %s: at most %i characters', (schema, field, max, message) => {
    const numeric = /number|permit$|phone/.test(field) && field !== 'permit_number';
    const value = (length: number) => (numeric ? '1'.repeat(length) : 'a'.repeat(length));
    expect(messageOf(schemas[schema], { ...bases[schema], [field]: value(max) }, field)).toBeUndefined();
    expect(messageOf(schemas[schema], { ...bases[schema], [field]: value(max + 1) }, field)).toBe(message);
  });

  const required: [schema: 'step1' | 'individual' | 'corporate', field: string][] = [
    ...(
      [
        'merchant_pic_phone',
        'bank_name',
        'bank_account_number',
        'bank_account_owner',
        'type_of_business',
      ] as const
    ).map((field) => ['step1', field] as ['step1', string]),
    ...(
      [
        'ktp_name',
        'ktp_number',
        'ktp_address',
        'nationality',
        'place_of_birth',
        'date_of_birth',
        'sex',
        'occupation',
      ] as const
    ).map((field) => ['individual', field] as ['individual', string]),
    ...(
      [
        'business_entity_name',
        'business_entity_establishment_city',
        'business_entity_establishment_date',
        'business_entity_permit',
        'business_shareholder_name',
        'ktp_name',
        'ktp_number',
        'ktp_address',
        'nationality',
        'npwp_name',
        'npwp_number',
        'npwp_address',
      ] as const
    ).map((field) => ['corporate', field] as ['corporate', string]),
  ];

  it.each(required)('%s %s is required', (schema, field) => {
    expect(messageOf(schemas[schema], { ...bases[schema], [field]: '' }, field)).toBe(qrisMessages.required);
    expect(messageOf(schemas[schema], { ...bases[schema], [field]: undefined }, field)).toBe(
      qrisMessages.required,
    );
  });

  it('leaves the individual’s permit and tax fields optional, and the director’s permit', () => {
    for (const field of ['permit_number', 'npwp_name', 'npwp_number', 'npwp_address']) {
      expect(messageOf(qrisIndividualStep2Schema, { ...individual, [field]: '' }, field)).toBeUndefined();
    }
    expect(
      messageOf(qrisCorporateStep2Schema, { ...corporate, permit_number: '' }, 'permit_number'),
    ).toBeUndefined();
  });

  it('wants digits for account, ID, tax and business permit numbers', () => {
    expect(
      messageOf(qrisStep1Schema, { ...step1, bank_account_number: '12-34' }, 'bank_account_number'),
    ).toBe(qrisMessages.number);
    expect(messageOf(qrisIndividualStep2Schema, { ...individual, ktp_number: '31740A' }, 'ktp_number')).toBe(
      qrisMessages.number,
    );
    expect(
      messageOf(qrisIndividualStep2Schema, { ...individual, npwp_number: '01.234' }, 'npwp_number'),
    ).toBe(qrisMessages.number);
    expect(
      messageOf(
        qrisCorporateStep2Schema,
        { ...corporate, business_entity_permit: 'NIB-1' },
        'business_entity_permit',
      ),
    ).toBe(qrisMessages.number);
    expect(messageOf(qrisCorporateStep2Schema, { ...corporate, npwp_number: 'x' }, 'npwp_number')).toBe(
      qrisMessages.number,
    );
  });

  it('checks phone format, real dates, choices and at least one outlet', () => {
    expect(
      messageOf(qrisStep1Schema, { ...step1, merchant_pic_phone: '0812abc' }, 'merchant_pic_phone'),
    ).toBe(qrisMessages.phone);
    expect(
      messageOf(qrisStep1Schema, { ...step1, merchant_pic_phone: '(0812) 345-67' }, 'merchant_pic_phone'),
    ).toBeUndefined();
    expect(messageOf(qrisStep1Schema, { ...step1, outlets: [] }, 'outlets')).toBe(
      qrisMessages.outletsRequired,
    );
    expect(
      messageOf(qrisIndividualStep2Schema, { ...individual, date_of_birth: '1990-02-30' }, 'date_of_birth'),
    ).toBe(qrisMessages.invalidDate);
    expect(messageOf(qrisIndividualStep2Schema, { ...individual, sex: 'X' }, 'sex')).toBe(
      qrisMessages.required,
    );
    expect(messageOf(qrisIndividualStep2Schema, { ...individual, nationality: 'XX' }, 'nationality')).toBe(
      qrisMessages.required,
    );
  });

  it('needs every document of the variant and the consent box', () => {
    expect(messageOf(qrisRegistrationRequestSchema, { ...individual, npwp: undefined }, 'npwp')).toBe(
      qrisMessages.required,
    );
    for (const kind of ['ktp', 'npwp', 'sk_pendirian', 'sk_perubahan', 'siup']) {
      expect(messageOf(qrisRegistrationRequestSchema, { ...corporate, [kind]: undefined }, kind)).toBe(
        qrisMessages.required,
      );
    }
    expect(messageOf(qrisStep4Schema, { consent: false }, 'consent')).toBe(qrisMessages.consentRequired);
    // The individual variant does not take the deeds; the business variant drops the personal fields.
    expect(qrisRegistrationRequestSchema.parse({ ...corporate, sex: 'Pria' })).not.toHaveProperty('sex');
  });

  it('sanitises text: trims and refuses the NUL character', () => {
    expect(qrisRegistrationRequestSchema.parse({ ...individual, ktp_name: '  Siti  ' }).ktp_name).toBe(
      'Siti',
    );
    expect(qrisIndividualStep2Schema.safeParse({ ...individual, occupation: 'a\0b' }).success).toBe(false);
  });
});
