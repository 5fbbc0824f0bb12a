import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import { Box, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import type { TransactionDetailTarget as DetailTarget } from '../transaction-paths';
import type * as DetailBodies from './transaction-detail-bodies';

type Bodies = typeof DetailBodies;
let loadedBodies: Bodies | undefined;

/**
 * The order's body, refund and receipt parts: not in the screen's first load (decision 0187). The drawer, mounted with
 * the screen, starts loading them after the first paint, so that a click on a row rarely waits; until they are
 * there the drawer shows its loading skeleton. A failed download is tried again at the next detail.
 */
export function loadDetailBodies(): Promise<Bodies> {
  return import('./transaction-detail-bodies').then((module) => (loadedBodies = module));
}

function useDetailBodies(retryKey: unknown): Bodies | undefined {
  const [bodies, setBodies] = useState(loadedBodies);
  useEffect(() => {
    if (!bodies) void loadDetailBodies().then(setBodies, () => undefined);
  }, [bodies, retryKey]);
  return bodies;
}

/** The detail the URL names (`transaction-paths.ts`), without the closed state. */
type TransactionDetailTarget = NonNullable<DetailTarget>;

// Wide enough for the four footer buttons on one line.
const DRAWER_WIDTH = 560;

interface TransactionDetailDrawerProps {
  /** null = closed. */
  target: TransactionDetailTarget | null;
  /** Every way out (Close, the × button, Escape, a click outside); the page goes back out of the detail's URL. */
  onClose: () => void;
  /** Opens the refund modal (the page holds it, so a refund can close the detail too). */
  onIssueRefund?: (invoice: InvoiceDetail) => void;
}

/**
 * The transaction detail panel ("Transaction detail panel", "Detail load"): a success order by its
 * invoice token or a cancelled order by outlet and id, with loading, error with Retry, the body, and the footer
 * Close, Resend Receipt, Issue Refund and Show Receipt.
 */
export function TransactionDetailDrawer({ target, onClose, onIssueRefund }: TransactionDetailDrawerProps) {
  const { t } = useTranslation('transactionDetail');
  const phone = useMediaQuery('(max-width: 48em)');
  // What the drawer shows is kept while it slides out, so it does not go blank on its way.
  const [shown, setShown] = useState<TransactionDetailTarget | null>(target);
  const bodies = useDetailBodies(target);
  if (target !== null && target !== shown && !sameTarget(target, shown)) setShown(target);

  return (
    <Drawer.Root
      opened={target !== null}
      onClose={onClose}
      onExitTransitionEnd={() => setShown(null)}
      position="right"
      size={phone ? '100%' : DRAWER_WIDTH}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title fw={650} fz="lg">
            {t('title')}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('footer.close')} />
        </Drawer.Header>
        <Drawer.Body p={0}>
          {shown && !bodies && (
            <Box px="md">
              <ListSkeleton rows={6} />
            </Box>
          )}
          {bodies && shown?.kind === 'success' && (
            <bodies.SuccessBody token={shown.token} onClose={onClose} onIssueRefund={onIssueRefund} />
          )}
          {bodies && shown?.kind === 'cancelled' && <bodies.CancelledBody target={shown} onClose={onClose} />}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function sameTarget(a: TransactionDetailTarget, b: TransactionDetailTarget | null): boolean {
  if (b === null || a.kind !== b.kind) return false;
  if (a.kind === 'success') return a.token === (b as typeof a).token;
  const other = b as typeof a;
  return a.outletId === other.outletId && a.orderId === other.orderId;
}
