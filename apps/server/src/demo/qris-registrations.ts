import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import {
  banks,
  businesses,
  files,
  qrisDocuments,
  qrisRegistrationOutlets,
  qrisRegistrations,
} from '../db/schema/index.js';
import { eq } from 'drizzle-orm';
import type { SeededBusiness } from './businesses.js';

/** Real Indonesian banks (decision 0082), by their usual short code. */
export const demoBanks = [
  { code: 'BCA', name: 'Bank Central Asia (BCA)' },
  { code: 'BRI', name: 'Bank Rakyat Indonesia (BRI)' },
  { code: 'MANDIRI', name: 'Bank Mandiri' },
  { code: 'BNI', name: 'Bank Negara Indonesia (BNI)' },
  { code: 'BTN', name: 'Bank Tabungan Negara (BTN)' },
  { code: 'BSI', name: 'Bank Syariah Indonesia (BSI)' },
  { code: 'CIMB', name: 'CIMB Niaga' },
  { code: 'DANAMON', name: 'Bank Danamon' },
  { code: 'PERMATA', name: 'Bank Permata' },
  { code: 'OCBC', name: 'OCBC NISP' },
  { code: 'PANIN', name: 'Panin Bank' },
  { code: 'MAYBANK', name: 'Maybank Indonesia' },
  { code: 'MEGA', name: 'Bank Mega' },
  { code: 'SMBCI', name: 'Bank SMBC Indonesia (BTPN)' },
  { code: 'SINARMAS', name: 'Bank Sinarmas' },
  { code: 'JAGO', name: 'Bank Jago' },
  { code: 'SEABANK', name: 'SeaBank Indonesia' },
  { code: 'DKI', name: 'Bank DKI' },
  { code: 'BJB', name: 'Bank BJB' },
  { code: 'JATIM', name: 'Bank Jatim' },
];

export async function createBanks(db: Queryable): Promise<void> {
  await db.insert(banks).values(demoBanks).onConflictDoNothing();
}

/** Where and since when a business's tills take QRIS: the outlets of its approved registration (decision 0084). */
export interface QrisApproval {
  outletIds: number[];
  approvedAt: Date;
}

/**
 * Issue 17 demo: the recurring business registered and approved, the solo shop pending with its tax photo
 * rejected, the others not registered. The documents are file rows only: nothing on the screens downloads them.
 */
export async function createQrisRegistration(
  db: Queryable,
  business: SeededBusiness,
): Promise<QrisApproval | null> {
  const state =
    business.spec.key === 'recurring' ? 'approved' : business.spec.key === 'solo' ? 'rejected' : null;
  if (!state) return null;
  const businessId = business.id;
  const outletId = business.outlets[0]!.id;
  const document = async (kind: 'ktp' | 'npwp') => {
    const id = randomUUID();
    await db.insert(files).values({
      businessId,
      id,
      outletId,
      createdBy: business.ownerId,
      filename: `qris-${businessId}-${kind}.jpg`,
      contentType: 'image/jpeg',
      byteSize: 184_320,
      width: 1280,
      height: 800,
      privateAccess: true,
      storageKey: `${businessId}/${id}.jpg`,
    });
    return { kind, fileId: id, fileName: `qris-${businessId}-${kind}.jpg` };
  };
  const submittedAt = new Date(business.createdAt.getTime() + 3 * 24 * 60 * 60 * 1000);
  const decidedAt = state === 'approved' ? new Date(submittedAt.getTime() + 5 * 24 * 60 * 60 * 1000) : null;
  const [registration] = await db
    .insert(qrisRegistrations)
    .values({
      businessId,
      typeOfBusiness: 'INDIVIDUAL',
      status: state,
      details: {
        merchant_pic_phone: '+62 812 1000 2000',
        bank_name: 'Bank Central Asia (BCA)',
        bank_account_number: '5270123456',
        bank_account_owner: business.spec.name,
        type_of_business: 'INDIVIDUAL',
        ktp_name: business.spec.name,
        ktp_number: '3174012345670001',
        permit_number: null,
        ktp_address: 'Jl. Melati 12, Jakarta Selatan',
        nationality: 'WNI',
        place_of_birth: 'Jakarta',
        date_of_birth: '1988-08-17',
        sex: 'Pria',
        occupation: 'Wiraswasta',
        npwp_name: null,
        npwp_number: null,
        npwp_address: null,
        business_name: business.spec.name,
        business_email: business.spec.ownerEmail,
        moka_registered_email: business.spec.ownerEmail,
      },
      submittedBy: business.ownerId,
      submittedAt,
      decidedAt,
    })
    .returning({ id: qrisRegistrations.id });
  await db.insert(qrisRegistrationOutlets).values({ businessId, registrationId: registration!.id, outletId });
  for (const kind of ['ktp', 'npwp'] as const) {
    const row = await document(kind);
    const rejected = state === 'rejected' && kind === 'npwp';
    await db.insert(qrisDocuments).values({
      businessId,
      registrationId: registration!.id,
      ...row,
      status: state === 'approved' ? 'approved' : rejected ? 'rejected' : 'pending',
      rejectionReason: rejected ? 'Foto NPWP buram, nomor tidak terbaca.' : null,
    });
  }
  await db
    .update(businesses)
    .set({
      kybStatus: state === 'approved' ? 'approved' : 'pending',
      isKybRegistrationCompleted: state === 'approved',
      businessEntityType: 'personal',
    })
    .where(eq(businesses.id, businessId));
  return decidedAt ? { outletIds: [outletId], approvedAt: decidedAt } : null;
}
