import { fileMessages } from '@backoffice/contracts/files';
import type { FieldError } from '@backoffice/contracts/common/errors';
import {
  QRIS_DOCUMENT_MAX_BYTES,
  QRIS_PDF_DOCUMENTS,
  type QrisDocumentKind,
  type QrisDocumentRef,
  type QrisRegistration,
  qrisMessages,
} from '@backoffice/contracts/qris';
import type { Queryable } from '../../db/database.js';
import { findFile } from '../../platform/files/files.repository.js';
import { storedFileProblem } from '../../platform/files/stored-files.js';
import {
  businessContact,
  registrationDocuments,
  registrationOutlets,
  type RegistrationRow,
} from './qris.repository.js';

type Scope = { businessId: number };

/** The order documents are listed in: the wizard's. */
const DOCUMENT_ORDER: readonly QrisDocumentKind[] = ['ktp', 'npwp', 'sk_pendirian', 'sk_perubahan', 'siup'];

/**
 * What is wrong with a document a registration names, or null: it must be a private file of this business
 * (another business's id reads as unknown), a PDF for the deeds and a PNG/JPEG photo otherwise, at most 2 MB.
 */
export async function documentProblem(
  db: Queryable,
  scope: Scope,
  kind: QrisDocumentKind,
  ref: QrisDocumentRef,
): Promise<string | null> {
  const file = await findFile(db, scope.businessId, ref.file_id);
  if (!file || !file.privateAccess) return qrisMessages.documentNotYours;
  const isDeed = QRIS_PDF_DOCUMENTS.includes(kind);
  const problem = storedFileProblem(file, {
    types: isDeed ? ['application/pdf'] : ['image/png', 'image/jpeg'],
    maxBytes: QRIS_DOCUMENT_MAX_BYTES,
  });
  if (problem === 'type') return isDeed ? qrisMessages.pdfOnly : fileMessages.allowedImageFormat;
  if (problem === 'size') return fileMessages.maxSize2;
  return null;
}

/** Checks each named document; every problem is one field error (`body.<kind>`). */
export async function documentErrors(
  db: Queryable,
  scope: Scope,
  documents: Partial<Record<QrisDocumentKind, QrisDocumentRef>>,
  field: (kind: QrisDocumentKind) => string = (kind) => `body.${kind}`,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const kind of DOCUMENT_ORDER) {
    const ref = documents[kind];
    if (!ref) continue;
    const message = await documentProblem(db, scope, kind, ref);
    if (message) errors.push({ field: field(kind), message });
  }
  return errors;
}

/** The registration as the merchant and the operator see it. */
export async function registrationView(
  db: Queryable,
  scope: Scope,
  registration: RegistrationRow,
): Promise<QrisRegistration> {
  // One after another: inside a transaction the queries share one connection.
  const outlets = await registrationOutlets(db, scope, registration.id);
  const documents = await registrationDocuments(db, scope, registration.id);
  const contact = await businessContact(db, scope);
  const details = registration.details as { business_name?: string; business_email?: string };
  return {
    id: registration.id,
    type_of_business: registration.typeOfBusiness,
    status: registration.status,
    business_name: details.business_name ?? contact.name,
    business_email: details.business_email ?? contact.email,
    moka_registered_email: contact.ownerEmail,
    outlets,
    documents: documents
      .sort((a, b) => DOCUMENT_ORDER.indexOf(a.kind) - DOCUMENT_ORDER.indexOf(b.kind))
      .map((document) => ({
        kind: document.kind,
        file_id: document.fileId,
        file_name: document.fileName,
        status: document.status,
        rejection_reason: document.rejectionReason,
      })),
    submitted_at: registration.submittedAt.toISOString(),
    decided_at: registration.decidedAt?.toISOString() ?? null,
  };
}
