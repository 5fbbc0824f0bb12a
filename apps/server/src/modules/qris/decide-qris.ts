import { QRIS_NOT_REGISTERED, type QrisRegistration, qrisErrors } from '@backoffice/contracts/qris';
import type { Database } from '../../db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { decisionMail, type QrisDecision } from './qris-decision-mail.js';

import {
  businessContact,
  findRegistration,
  registrationDocuments,
  setBusinessKyb,
  setRegistrationStatus,
  updateDocument,
} from './qris.repository.js';
import { registrationView } from './qris-rules.js';

/**
 * The provider's review of a registration (decision 0081), used by the operator command. A document is approved
 * or rejected with a reason; the registration is approved when every document is, rejected while any is, pending
 * otherwise. Approval also completes the business's KYB. An approved registration is final. The merchant's e-mail
 * is queued in the same transaction, so it is sent exactly when the decision is stored.
 */
export async function decideQrisDocuments(
  db: Database,
  scope: { businessId: number },
  decision: QrisDecision,
  mailer?: Pick<Mailer, 'enqueue'>,
  now: Date = new Date(),
): Promise<QrisRegistration> {
  return db.transaction(async (tx) => {
    const registration = await findRegistration(tx, scope, { forUpdate: true });
    if (!registration) throw AppError.domain(qrisErrors, QRIS_NOT_REGISTERED);
    if (registration.status === 'approved') throw new Error('This registration is already approved.');
    const documents = await registrationDocuments(tx, scope, registration.id);
    const kinds = documents.map((document) => document.kind);

    if ('approveAll' in decision) {
      await updateDocument(tx, scope, registration.id, kinds, { status: 'approved', rejectionReason: null });
    } else if ('approve' in decision) {
      if (!kinds.includes(decision.approve))
        throw new Error(`No ${decision.approve} document in this registration.`);
      await updateDocument(tx, scope, registration.id, [decision.approve], {
        status: 'approved',
        rejectionReason: null,
      });
    } else {
      const { kind, reason } = decision.reject;
      if (!kinds.includes(kind)) throw new Error(`No ${kind} document in this registration.`);
      if (reason.trim() === '') throw new Error('A rejection needs a reason the merchant can act on.');
      await updateDocument(tx, scope, registration.id, [kind], {
        status: 'rejected',
        rejectionReason: reason.trim(),
      });
    }

    const after = await registrationDocuments(tx, scope, registration.id);
    const status = after.every((document) => document.status === 'approved')
      ? 'approved'
      : after.some((document) => document.status === 'rejected')
        ? 'rejected'
        : 'pending';
    await setRegistrationStatus(tx, scope, registration.id, status, status === 'approved' ? now : null);
    if (status === 'approved') await setBusinessKyb(tx, scope, { kybStatus: 'approved', completed: true });

    const view = await registrationView(tx, scope, (await findRegistration(tx, scope))!);
    const contact = await businessContact(tx, scope);
    if (mailer && contact.ownerEmail) {
      await mailer.enqueue(
        { ...decisionMail(view, decision), to: contact.ownerEmail, businessId: scope.businessId },
        { in: tx },
      );
    }
    return view;
  });
}
