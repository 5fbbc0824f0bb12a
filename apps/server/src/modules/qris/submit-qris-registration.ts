import type { FieldError } from '@backoffice/contracts/common/errors';
import {
  QRIS_ALREADY_REGISTERED,
  type QrisDocumentKind,
  type QrisDocumentRef,
  type QrisRegistration,
  type QrisRegistrationRequest,
  qrisDocumentsOf,
  qrisErrors,
  qrisMessages,
} from '@backoffice/contracts/qris';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { reachesOutlets } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  bankExists,
  businessContact,
  deleteDraft,
  findRegistration,
  insertRegistration,
  outletsOfBusiness,
  setBusinessKyb,
} from './qris.repository.js';
import { documentErrors, registrationView } from './qris-rules.js';

/**
 * Registers the business for QRIS (payload, checked by the same contract as the wizard). Beyond the
 * shapes: the outlets must be the business's and within the caller's reach, the bank one of the list, every
 * document a private upload of this business that fits its rule. The business's `kyb_status` becomes pending and
 * its entity type follows the variant; the saved draft is done with. All or nothing.
 */
export async function submitQrisRegistration(
  db: Database,
  caller: Caller,
  body: QrisRegistrationRequest,
): Promise<QrisRegistration> {
  return db.transaction(async (tx) => {
    if (await findRegistration(tx, caller)) throw AppError.domain(qrisErrors, QRIS_ALREADY_REGISTERED);

    const errors: FieldError[] = [];
    const found = await outletsOfBusiness(tx, caller, body.outlets);
    const outletIds = [...new Set(body.outlets)];
    if (found.length !== outletIds.length || !reachesOutlets(caller, outletIds)) {
      errors.push({ field: 'body.outlets', message: qrisMessages.outletNotYours });
    }
    if (!(await bankExists(tx, body.bank_name))) {
      errors.push({ field: 'body.bank_name', message: qrisMessages.bankUnknown });
    }
    const kinds = qrisDocumentsOf[body.type_of_business];
    const documents = Object.fromEntries(
      kinds.map((kind) => [kind, (body as unknown as Record<QrisDocumentKind, QrisDocumentRef>)[kind]]),
    ) as Partial<Record<QrisDocumentKind, QrisDocumentRef>>;
    errors.push(...(await documentErrors(tx, caller, documents)));
    const [first, ...rest] = errors;
    if (first) throw AppError.invalidFields([first, ...rest]);

    const contact = await businessContact(tx, caller);
    const details = detailsOf(body, contact);
    const registration = await insertRegistration(
      tx,
      {
        businessId: caller.businessId,
        typeOfBusiness: body.type_of_business,
        details,
        submittedBy: caller.userId,
      },
      outletIds,
      kinds.map((kind) => ({ kind, fileId: documents[kind]!.file_id, fileName: documents[kind]!.file_name })),
    );
    if (!registration) throw AppError.domain(qrisErrors, QRIS_ALREADY_REGISTERED);
    await setBusinessKyb(tx, caller, {
      kybStatus: 'pending',
      entityType: body.type_of_business === 'CORPORATE' ? 'corporate' : 'personal',
    });
    await deleteDraft(tx, caller);
    return registrationView(tx, caller, registration);
  });
}

/**
 * The fields kept with the registration: the request's, without the documents (they are rows) and the consent,
 * with the business's name and e-mails taken from the business, never from the request.
 */
function detailsOf(
  body: QrisRegistrationRequest,
  contact: { name: string; email: string; ownerEmail: string },
): Record<string, unknown> {
  const details: Record<string, unknown> = { ...body };
  for (const key of ['ktp', 'npwp', 'sk_pendirian', 'sk_perubahan', 'siup', 'consent', 'outlets'])
    delete details[key];
  return {
    ...details,
    business_name: contact.name,
    business_email: contact.email,
    moka_registered_email: contact.ownerEmail,
  };
}
