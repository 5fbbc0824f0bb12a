import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.js';
import { banks, paymentMethods } from '../src/db/schema/index.js';
import { pdfDocument, pngImage } from './file-fixtures.js';
import { bearer } from './identity-fixtures.js';

export const TEST_BANKS = [
  { code: 'BCA', name: 'Bank Central Asia (BCA)' },
  { code: 'BRI', name: 'Bank Rakyat Indonesia (BRI)' },
];

/** The bank list and a business's payment methods (cash, card, QRIS, one e-wallet). */
export async function seedPaymentData(db: Database, businessId: number): Promise<void> {
  await db.insert(banks).values(TEST_BANKS).onConflictDoNothing();
  await db.insert(paymentMethods).values([
    { businessId, code: 'CASH', name: 'Cash', kind: 'cash', position: 0 },
    { businessId, code: 'DEBIT_CARD', name: 'Debit Card', kind: 'card', position: 1 },
    { businessId, code: 'QRIS', name: 'QRIS', kind: 'qris', position: 2, isActive: false },
    { businessId, code: 'GOPAY', name: 'GoPay', kind: 'e_wallet', position: 3, isActive: false },
  ]);
}

/** Uploads a document through the one upload call; answers the reference a registration names. */
export async function uploadDocument(
  app: FastifyInstance,
  token: string,
  outlet: number,
  kind: 'image' | 'pdf',
  options: { privateAccess?: boolean; bytes?: Buffer } = {},
): Promise<{ file_id: string; file_name: string }> {
  const bytes = options.bytes ?? (kind === 'pdf' ? pdfDocument() : pngImage(640, 400));
  const file_name = kind === 'pdf' ? 'akta.pdf' : 'ktp.png';
  const response = await app.inject({
    method: 'POST',
    url: `/api/file/v1/outlets/${outlet}/files/sync`,
    headers: bearer(token),
    payload: {
      data: bytes.toString('base64'),
      filename: file_name,
      private_access: options.privateAccess ?? true,
    },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return { file_id: response.json().id, file_name };
}

export function individualRequest(outlet: number, documents: { ktp: unknown; npwp: unknown }) {
  return {
    outlets: [outlet],
    merchant_pic_phone: '+62 812-345-678',
    bank_name: TEST_BANKS[0]!.name,
    bank_account_number: '1234567890',
    bank_account_owner: 'Siti Rahayu',
    type_of_business: 'INDIVIDUAL',
    ktp_name: 'Siti Rahayu',
    ktp_number: '3174012345670001',
    permit_number: 'KITAS-1',
    ktp_address: 'Jl. Kemang Raya 10, Jakarta Selatan',
    nationality: 'WNI',
    place_of_birth: 'Bandung',
    date_of_birth: '1990-04-17',
    sex: 'Wanita',
    occupation: 'Wiraswasta',
    npwp_name: '',
    npwp_number: '',
    npwp_address: '',
    ...documents,
    consent: true,
  };
}

export function corporateRequest(
  outlet: number,
  documents: { ktp: unknown; npwp: unknown; sk_pendirian: unknown; sk_perubahan: unknown; siup: unknown },
) {
  return {
    outlets: [outlet],
    merchant_pic_phone: '(0812) 3456789',
    bank_name: TEST_BANKS[1]!.name,
    bank_account_number: '0987654321',
    bank_account_owner: 'PT Kopi Nusantara',
    type_of_business: 'CORPORATE',
    business_entity_name: 'PT Kopi Nusantara',
    business_entity_establishment_city: 'Jakarta',
    business_entity_establishment_date: '2015-02-28',
    business_entity_permit: '9120001234567',
    business_shareholder_name: 'Budi Santoso; Rina Wijaya',
    ktp_name: 'Budi Santoso',
    ktp_number: '3174019876540002',
    permit_number: 'ITAS-77',
    ktp_address: 'Jl. Sudirman 1, Jakarta Pusat',
    nationality: 'WNA',
    npwp_name: 'PT Kopi Nusantara',
    npwp_number: '012345678901000',
    npwp_address: 'Jl. Sudirman 1, Jakarta Pusat',
    ...documents,
    consent: true,
  };
}
