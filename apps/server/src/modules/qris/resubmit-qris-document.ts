import {
  QRIS_DOCUMENT_NOT_REJECTED,
  QRIS_NOT_REGISTERED,
  type QrisDocumentKind,
  type QrisDocumentRef,
  type QrisRegistration,
  qrisErrors,
} from '@backoffice/contracts/qris';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  findRegistration,
  registrationDocuments,
  setRegistrationStatus,
  updateDocument,
} from './qris.repository.js';
import { documentProblem, registrationView } from './qris-rules.js';

/**
 * Sends one rejected document again (decision 0081): the document goes back to pending review; once no document
 * is rejected any more the registration is pending again. The registration row is locked so an operator's
 * decision and the merchant's resubmission do not cross.
 */
export async function resubmitQrisDocument(
  db: Database,
  caller: Caller,
  kind: QrisDocumentKind,
  ref: QrisDocumentRef,
): Promise<QrisRegistration> {
  return db.transaction(async (tx) => {
    const registration = await findRegistration(tx, caller, { forUpdate: true });
    if (!registration) throw AppError.domain(qrisErrors, QRIS_NOT_REGISTERED);
    const documents = await registrationDocuments(tx, caller, registration.id);
    const document = documents.find((row) => row.kind === kind);
    if (!document || document.status !== 'rejected') {
      throw AppError.domain(qrisErrors, QRIS_DOCUMENT_NOT_REJECTED, 'params.document');
    }
    const problem = await documentProblem(tx, caller, kind, ref);
    if (problem) throw AppError.invalidField('body.file_id', problem);

    await updateDocument(tx, caller, registration.id, [kind], {
      status: 'pending',
      rejectionReason: null,
      fileId: ref.file_id,
      fileName: ref.file_name,
    });
    const stillRejected = documents.some((row) => row.kind !== kind && row.status === 'rejected');
    if (!stillRejected) await setRegistrationStatus(tx, caller, registration.id, 'pending', null);
    const updated = await findRegistration(tx, caller);
    return registrationView(tx, caller, updated!);
  });
}
