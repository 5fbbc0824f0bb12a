import {
  ORDERS_REALTIME_KIND,
  type ParsedPosOrder,
  type PosOrderBatchResult,
  type PosOrderResult,
} from '@backoffice/contracts/pos';
import type { Database } from '../../db/database.js';
import type { DeviceCaller } from '../../platform/auth/device.repository.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import { checkPosOrder, type OrderFieldError } from './check-pos-order.js';
import type { IngestionGate } from './ingestion-gate.js';
import { applyOrderSales, type DailySalesEffect } from '../../sales/daily-sales.repository.js';
import { addChildren, effectsOf, orderRow } from './ingested-order-rows.js';
import { movePoints } from './loyalty-members.repository.js';
import {
  type BatchLookup,
  findOrdersByUuid,
  insertNewOrders,
  insertOrderChildren,
  lookUpBatch,
  type OrderChildren,
} from './pos-orders.repository.js';

interface Candidate {
  index: number;
  order: ParsedPosOrder;
  hash: string;
}

const refused = (index: number, uuid: string | null, errors: OrderFieldError[]): PosOrderResult => ({
  index,
  uuid,
  status: 'refused',
  order_id: null,
  errors,
});

/** Orders checked between two turns of the event loop. */
const YIELD_EVERY = 10;

/** Without a gate (tests of the rules alone): batches write as they come. */
const ungated: IngestionGate = {
  run: (work) => work(),
  pause: () => new Promise((resolve) => setImmediate(resolve)),
  pauseWriting: () => Promise.resolve(),
};

const conflictMessage = 'Another order was already sent under this uuid.';

/**
 * Takes a device's batch (decision 0071): every order is checked on its own and answered accepted, duplicate (the
 * same order again: the first answer's order id), refused (with field reasons) or conflict (another body under a
 * uuid already taken). The accepted orders, their child rows, the daily rollups and one realtime announcement are
 * written in one transaction; the unique (business, uuid) index decides which of several concurrent senders writes
 * an order, the others waiting for it and then answering duplicate.
 */
export async function ingestOrders(
  deps: { db: Database; now: Date; realtime: RealtimeHub; gate?: IngestionGate },
  device: DeviceCaller,
  rawOrders: readonly unknown[],
): Promise<PosOrderBatchResult> {
  const gate = deps.gate ?? ungated;
  const results: PosOrderResult[] = [];
  const candidates: Candidate[] = [];
  const firstByUuid = new Map<string, Candidate>();
  for (const [index, raw] of rawOrders.entries()) {
    // A pause every few orders, so a large batch's checks do not hold up other requests.
    if (index > 0 && index % YIELD_EVERY === 0) await gate.pause();
    const checked = checkPosOrder(raw, { now: deps.now, outletId: device.outletId });
    if (!checked.ok) {
      results.push(refused(index, checked.uuid, checked.errors));
      continue;
    }
    const earlier = firstByUuid.get(checked.order.uuid);
    if (earlier) {
      // The same uuid twice in one batch: the first one stands for both.
      results.push({
        index,
        uuid: checked.order.uuid,
        status: earlier.hash === checked.hash ? 'duplicate' : 'conflict',
        order_id: null,
        errors: earlier.hash === checked.hash ? [] : [{ field: 'uuid', message: conflictMessage }],
      });
      continue;
    }
    const candidate = { index, order: checked.order, hash: checked.hash };
    firstByUuid.set(checked.order.uuid, candidate);
    candidates.push(candidate);
  }

  await gate.run(() =>
    deps.db.transaction(async (tx) => {
      const lookup = await lookUpBatch(tx, device, { ...namesOf(candidates), outletId: device.outletId });
      // Between statements the batch gives way to people's requests too (decision 0105); not once the daily rollups
      // are written, so their rows stay locked no longer than before.
      await gate.pauseWriting();
      const writable = refuseUnknownReferences(candidates, lookup, results);
      // A fixed order (by uuid), so that two batches sharing orders wait for each other instead of deadlocking.
      writable.sort((a, b) => (a.order.uuid < b.order.uuid ? -1 : 1));
      const inserted = await insertNewOrders(
        tx,
        device,
        writable.map((c) => orderRow(device, c.order, c.hash)),
      );
      const others = writable.filter((c) => !inserted.has(c.order.uuid));
      // Orders stored before the look-up are known; only those a concurrent batch committed since are read again.
      const stored = new Map(lookup.orders);
      const since = others.filter((c) => !stored.has(c.order.uuid)).map((c) => c.order.uuid);
      if (since.length > 0)
        for (const row of await findOrdersByUuid(tx, device, since)) stored.set(row.uuid, row);
      for (const candidate of others) {
        const existing = stored.get(candidate.order.uuid);
        const same =
          existing && existing.outletId === device.outletId && existing.ingestHash === candidate.hash;
        results.push({
          index: candidate.index,
          uuid: candidate.order.uuid,
          status: same ? 'duplicate' : 'conflict',
          order_id: same ? existing.id : null,
          errors: same ? [] : [{ field: 'uuid', message: conflictMessage }],
        });
      }
      const accepted = writable.filter((c) => inserted.has(c.order.uuid));
      const effects: DailySalesEffect[] = [];
      const children: OrderChildren = {
        items: [],
        discounts: [],
        promos: [],
        taxes: [],
        gratuities: [],
        payments: [],
        voids: [],
      };
      for (const candidate of accepted) {
        const orderId = inserted.get(candidate.order.uuid)!;
        addChildren(children, device, orderId, candidate.order);
        effects.push(...effectsOf(device, candidate.order));
        results.push({
          index: candidate.index,
          uuid: candidate.order.uuid,
          status: 'accepted',
          order_id: orderId,
          errors: [],
        });
      }
      if (accepted.length === 0) return;
      await gate.pauseWriting();
      await insertOrderChildren(tx, children);
      await gate.pauseWriting();
      // The outlets' days, and the dashboard's item and payment-method days of the completed ones (decision 0097).
      await applyOrderSales(
        tx,
        device,
        accepted.map((candidate) => inserted.get(candidate.order.uuid)!),
        effects,
      );
      // The members' balances follow what paid bills earned and redeemed (decision 0094).
      await movePoints(
        tx,
        device,
        accepted
          .filter(({ order }) => order.status === 'completed' && order.loyalty)
          .map(({ order }) => ({
            memberId: order.loyalty!.member_id,
            earned: order.points_earned ?? 0,
            redeemed: order.points_redeemed ?? 0,
          })),
        deps.now,
      );
      const businessDates = [...new Set(effects.map((e) => e.businessDate))].sort();
      await deps.realtime.publish(
        {
          businessId: device.businessId,
          topic: ORDERS_REALTIME_KIND,
          type: 'orders.ingested',
          data: {
            outlet_id: device.outletId,
            count: accepted.length,
            // The oldest and newest local days touched, so a screen can tell whether its range is concerned.
            from_date: businessDates[0],
            to_date: businessDates[businessDates.length - 1],
          },
        },
        { in: tx },
      );
    }),
  );

  results.sort((a, b) => a.index - b.index);
  const tally = (status: PosOrderResult['status']) => results.filter((r) => r.status === status).length;
  return {
    accepted: tally('accepted'),
    duplicate: tally('duplicate'),
    refused: tally('refused'),
    conflict: tally('conflict'),
    results,
  };
}

/** Every uuid and reference the candidates name, for one look-up. */
function namesOf(candidates: readonly Candidate[]) {
  const names = {
    orderUuids: [] as string[],
    itemUuids: [] as string[],
    paymentUuids: [] as string[],
    voidUuids: [] as string[],
    users: [] as number[],
    customers: [] as number[],
    salesTypes: [] as number[],
    paymentMethods: [] as number[],
    members: [] as number[],
    variants: [] as number[],
    lineItems: [] as number[],
  };
  for (const { order } of candidates) {
    names.orderUuids.push(order.uuid);
    for (const field of staffFields) if (order[field]) names.users.push(order[field]);
    for (const v of order.voids ?? []) if (v.void_by) names.users.push(v.void_by);
    if (order.customer_id) names.customers.push(order.customer_id);
    if (order.sales_type_id) names.salesTypes.push(order.sales_type_id);
    if (order.loyalty) names.members.push(order.loyalty.member_id);
    for (const p of order.payments ?? [])
      if (p.payment_method_id) names.paymentMethods.push(p.payment_method_id);
    names.itemUuids.push(...order.items.map((i) => i.uuid));
    for (const line of order.items) {
      if (line.variant_id) names.variants.push(line.variant_id);
      if (line.variant_id && line.item_id) names.lineItems.push(line.item_id);
    }
    names.paymentUuids.push(...(order.payments ?? []).map((p) => p.uuid));
    names.voidUuids.push(...(order.voids ?? []).map((v) => v.uuid));
  }
  return names;
}

const staffFields = ['created_by', 'collected_by', 'cancelled_by'] as const;

/** A payment by QRIS: by the business's QRIS method, or, without a method id, by its code. */
function isQris(
  payment: { payment_method_id?: number | null; method_code: string },
  known: BatchLookup,
): boolean {
  return payment.payment_method_id
    ? known.qrisMethods.has(payment.payment_method_id)
    : payment.method_code.trim().toLowerCase() === 'qris';
}

/**
 * Why a line's variant cannot be taken, or null. A variant the outlet sells now is taken; one it does not sell (not
 * offered there, its item inactive, or gone) only when the till sold it from a catalogue older than the change
 * that took it away: its item changed above the order's `catalogue_version` (decision 0177). A line without a
 * variant (an open-price line) names nothing to check.
 */
function unsoldVariant(
  line: ParsedPosOrder['items'][number],
  catalogueVersion: number | undefined,
  known: BatchLookup,
): string | null {
  if (!line.variant_id) return null;
  const variant = known.variants.get(line.variant_id);
  if (variant?.sold) return null;
  const itemId = variant?.itemId ?? line.item_id;
  const changedAt = itemId ? known.itemChangedAt.get(itemId) : undefined;
  if (catalogueVersion !== undefined && changedAt !== undefined && changedAt > catalogueVersion) return null;
  return variant ? 'This outlet does not sell this variant.' : 'Not found in this business.';
}

/**
 * Refuses, with the field named, orders naming a staff member, customer, sales type or payment method that is not
 * the business's, a variant the outlet does not sell, a QRIS payment at an outlet without approved QRIS, a loyalty member that is not the order's customer's, or reusing a line, payment or void uuid the
 * business already has; answers the others.
 */
function refuseUnknownReferences(
  candidates: readonly Candidate[],
  known: BatchLookup,
  results: PosOrderResult[],
): Candidate[] {
  const seenInBatch = new Set<string>();
  const writable: Candidate[] = [];
  for (const candidate of candidates) {
    const { order } = candidate;
    const errors: OrderFieldError[] = [];
    const unknown = (field: string) => errors.push({ field, message: 'Not found in this business.' });
    for (const field of staffFields) if (order[field] && !known.users.has(order[field])) unknown(field);
    if (order.customer_id && !known.customers.has(order.customer_id)) unknown('customer_id');
    if (order.sales_type_id && !known.salesTypes.has(order.sales_type_id)) unknown('sales_type_id');
    // A member unknown to the business is refused even on a bill without a customer (both would be undefined).
    const memberCustomer = order.loyalty && known.memberCustomers.get(order.loyalty.member_id);
    if (order.loyalty && (memberCustomer === undefined || memberCustomer !== order.customer_id)) {
      errors.push({ field: 'loyalty.member_id', message: 'Not a loyalty member of this order’s customer.' });
    }
    (order.payments ?? []).forEach((p, i) => {
      if (p.payment_method_id && !known.paymentMethods.has(p.payment_method_id))
        unknown(`payments.${i}.payment_method_id`);
      // QRIS money passes through the provider, which takes it only for an approved outlet (decision 0135).
      else if (isQris(p, known) && !known.outletTakesQris)
        errors.push({
          field: `payments.${i}.method_code`,
          message: 'QRIS is not approved for this outlet.',
        });
    });
    (order.voids ?? []).forEach((v, i) => {
      if (v.void_by && !known.users.has(v.void_by)) unknown(`voids.${i}.void_by`);
    });
    order.items.forEach((line, i) => {
      const problem = unsoldVariant(line, order.catalogue_version, known);
      if (problem) errors.push({ field: `items.${i}.variant_id`, message: problem });
    });
    // Child uuids of an order already stored are its own: a replay reuses them by nature.
    if (!known.orders.has(order.uuid)) {
      const checkUuid = (field: string, uuid: string) => {
        if (known.takenChildUuids.has(uuid) || seenInBatch.has(uuid))
          errors.push({ field, message: 'This uuid is already used.' });
        seenInBatch.add(uuid);
      };
      order.items.forEach((item, i) => checkUuid(`items.${i}.uuid`, item.uuid));
      (order.payments ?? []).forEach((p, i) => checkUuid(`payments.${i}.uuid`, p.uuid));
      (order.voids ?? []).forEach((v, i) => checkUuid(`voids.${i}.uuid`, v.uuid));
    }
    if (errors.length > 0) results.push(refused(candidate.index, order.uuid, errors));
    else writable.push(candidate);
  }
  return writable;
}
