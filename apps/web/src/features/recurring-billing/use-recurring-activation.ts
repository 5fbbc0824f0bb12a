import {
  type ActiveRecurring,
  RECURRING_ACTIVATION_EVENT,
  RECURRING_TOPIC,
  type RecurringStatus,
} from '@backoffice/contracts/recurring-billing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/ui/toasts';
import { openRealtimeStream } from '../../lib/realtime/open-realtime-stream';
import { profileKeys } from '../../lib/session/get-profile';
import { activeRecurringQueryOptions } from '../../lib/billing/get-active-recurring';
import { recurringKeys } from './api/recurring-keys';
import { activationOutcome, nextPollDelay } from './recurring-activation';

/**
 * The active recurring subscription, and the switch's feedback ("Recurring activation"): while it is
 * PROCESSING the page listens on the business's realtime channel and polls every 10 s, 12 times at most (the
 * server asks the gateway on each call, so a lost notification still resolves); when it turns ACTIVE or FAILED the
 * owner is told, and the profile is read again (its billing mode decides which billing page is shown).
 */
export function useRecurringActivation(enabled: boolean, returnedFromLink = false) {
  const { t } = useTranslation('recurring');
  const client = useQueryClient();
  // The update count when PROCESSING was first seen: polls made since then are counted from it.
  const processingSince = useRef<number | null>(null);
  const query = useQuery({
    ...activeRecurringQueryOptions(),
    enabled,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      if (status !== 'PROCESSING') return false;
      const made = current.state.dataUpdateCount - (processingSince.current ?? current.state.dataUpdateCount);
      return nextPollDelay(status, made);
    },
  });
  const status: RecurringStatus | undefined = query.data?.status;
  const processing = status === 'PROCESSING';

  // Back from the gateway's linking page, the gateway has often notified us already: the first answer may be the
  // switch's end, so it counts as following a PROCESSING one.
  const previous = useRef<ActiveRecurring['status'] | undefined>(returnedFromLink ? 'PROCESSING' : undefined);
  useEffect(() => {
    const data = query.data;
    if (data?.status === 'PROCESSING' && processingSince.current === null)
      processingSince.current = countOf(client);
    if (data?.status !== 'PROCESSING') processingSince.current = null;
    if (data === undefined) return;
    const outcome = activationOutcome(previous.current, data?.status, data?.month ?? 0);
    previous.current = data?.status;
    if (!outcome) return;
    void client.invalidateQueries({ queryKey: profileKeys.all });
    if (outcome.kind === 'interval-not-found')
      showToast({ kind: 'error', message: t('messages.intervalNotFound') });
    else if (outcome.kind === 'success')
      showToast({
        kind: 'success',
        message: t('activation.success', { interval: t(`intervals.${outcome.interval}`) }),
      });
    else
      showToast({
        kind: 'error',
        title: t('activation.error', { interval: t(`intervals.${outcome.interval}`) }),
        message: t('activation.errorDetail'),
      });
  }, [query.data, query.dataUpdatedAt, client, t]);

  useEffect(() => {
    if (!enabled || !processing) return;
    const stream = openRealtimeStream([RECURRING_TOPIC], {
      onEvent: (event) => {
        if (event.type === RECURRING_ACTIVATION_EVENT)
          void client.invalidateQueries({ queryKey: recurringKeys.active() });
      },
    });
    return () => stream.close();
  }, [enabled, processing, client]);

  return query;
}

function countOf(client: ReturnType<typeof useQueryClient>): number {
  return client.getQueryCache().find({ queryKey: recurringKeys.active() })?.state.dataUpdateCount ?? 0;
}
