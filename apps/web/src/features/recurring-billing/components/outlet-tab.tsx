import { Card, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { recurringOutletSchema } from '@backoffice/contracts/recurring-billing';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { showToast } from '../../../components/ui/toasts';
import { describeFailure } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { hardRedirect } from '../../../lib/navigation/hard-redirect';
import { useProfile } from '../../../lib/session/get-profile';
import { useActivateOutletNow } from '../api/activate-outlet-now';
import { useRecurringOutlets } from '../api/list-recurring-outlets';
import { useToggleRecurringOutlet } from '../api/toggle-recurring-outlet';
import { civilDateText } from './civil-date-text';
import { DeactivateOutletDialog } from './deactivate-outlet-dialog';
import { ReactivateOutletDialog } from './reactivate-outlet-dialog';
import { type OutletLine, OutletCards, OutletTable } from './recurring-outlet-list';

type RecurringOutlet = z.infer<typeof recurringOutletSchema>;

/**
 * The recurring billing's Outlet tab: which outlets renew at
 * the next automatic payment. Off asks first; on for a lapsed outlet of a live business offers the next payment or
 * paying the pro-rated price now; on for any other outlet renews it at once. The last active outlet stays on.
 */
export function OutletTab() {
  const { t, i18n } = useTranslation('recurringOutlets');
  const language = i18n.language;
  const outlets = useRecurringOutlets();
  const profile = useProfile();
  const toggle = useToggleRecurringOutlet();
  const activateNow = useActivateOutletNow();
  const [flipped, setFlipped] = useState<Record<number, boolean>>({});
  const [deactivating, setDeactivating] = useState<RecurringOutlet | null>(null);
  const [reactivating, setReactivating] = useState<RecurringOutlet | null>(null);
  const [reactivateBusy, setReactivateBusy] = useState<'next' | 'now' | null>(null);

  const phone = useMediaQuery('(max-width: 48em)');
  const rows = outlets.data?.outlets ?? [];
  const activeOf = (outlet: RecurringOutlet) => flipped[outlet.id] ?? outlet.is_active_subscription;
  const activeCount = rows.filter(activeOf).length;
  const businessExpired = profile.data?.business.has_expired ?? false;

  /** Flips at once; the refreshed list confirms it, a refusal shows the server's state again. */
  const setActive = async (outlet: RecurringOutlet, isActive: boolean): Promise<boolean> => {
    setFlipped((current) => ({ ...current, [outlet.id]: isActive }));
    try {
      await toggle.mutateAsync({ id: outlet.id, isActive });
      showToast({
        kind: 'success',
        message: t(isActive ? 'activated' : 'deactivated', { name: outlet.name }),
      });
      return true;
    } catch (error) {
      showToast({ kind: 'error', message: describeFailure(error) });
      return false;
    } finally {
      setFlipped(({ [outlet.id]: _dropped, ...rest }) => rest);
    }
  };

  const onSwitch = (outlet: RecurringOutlet, checked: boolean) => {
    if (!checked) setDeactivating(outlet);
    else if (outlet.is_expired && !businessExpired) setReactivating(outlet);
    else void setActive(outlet, true);
  };

  const closeReactivate = useCallback(() => {
    setReactivating(null);
    setReactivateBusy(null);
  }, []);

  const activateWithNextPayment = async () => {
    if (!reactivating) return;
    setReactivateBusy('next');
    try {
      await toggle.mutateAsync({ id: reactivating.id, isActive: true });
      showToast({ kind: 'success', message: t('activated', { name: reactivating.name }) });
      closeReactivate();
    } catch {
      showToast({ kind: 'error', message: t('activationFailed') });
      setReactivateBusy(null);
    }
  };

  const activateImmediately = async () => {
    if (!reactivating) return;
    setReactivateBusy('now');
    try {
      const answer = await activateNow.mutateAsync(reactivating.id);
      hardRedirect(answer.redirect_url);
    } catch {
      showToast({ kind: 'error', message: t('activationFailed') });
      setReactivateBusy(null);
    }
  };

  const confirmDeactivate = async () => {
    if (!deactivating) return;
    const outlet = deactivating;
    setDeactivating(null);
    await setActive(outlet, false);
  };

  const List = phone ? OutletCards : OutletTable;
  const lines: OutletLine[] = rows.map((outlet) => {
    const active = activeOf(outlet);
    const last = active && activeCount <= 1;
    const control = (
      <Switch
        checked={active}
        disabled={last || flipped[outlet.id] !== undefined}
        aria-label={t('renewLabel', { name: outlet.name })}
        onChange={(event) => onSwitch(outlet, event.currentTarget.checked)}
      />
    );
    return {
      id: outlet.id,
      name: outlet.name,
      address: outlet.address ?? '',
      place: [outlet.kecamatan, outlet.city].filter(Boolean).join(', '),
      createdText: formatDate(outlet.created_at, language),
      endText: civilDateText(outlet.end_date, language),
      expired: outlet.is_expired,
      active,
      renew: last ? (
        <Tooltip label={t('lastActive')} withArrow events={{ hover: true, focus: true, touch: true }}>
          <span>{control}</span>
        </Tooltip>
      ) : (
        control
      ),
    };
  });

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('description')}
          </Text>
        </div>
        {outlets.isPending ? (
          <ListSkeleton />
        ) : outlets.isError ? (
          <ErrorState
            message={t('loadError')}
            onRetry={() => void outlets.refetch()}
            retrying={outlets.isFetching}
          />
        ) : rows.length === 0 ? (
          <EmptyState title={t('empty')} />
        ) : (
          <List lines={lines} />
        )}
      </Stack>
      <DeactivateOutletDialog
        outlet={
          deactivating
            ? { name: deactivating.name, endDateText: civilDateText(deactivating.end_date, language) }
            : null
        }
        busy={false}
        onConfirm={() => void confirmDeactivate()}
        onClose={() => setDeactivating(null)}
      />
      <ReactivateOutletDialog
        outlet={reactivating}
        busy={reactivateBusy}
        onActivateNext={() => void activateWithNextPayment()}
        onActivateNow={() => void activateImmediately()}
        onClose={closeReactivate}
      />
    </Card>
  );
}
