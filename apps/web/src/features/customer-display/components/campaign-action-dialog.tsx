import type { Campaign } from '@backoffice/contracts/campaigns';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { type CampaignChange, useChangeCampaign } from '../api/change-campaign';
import { today } from '../campaign-dates';
import { describeCampaignFailure } from '../campaign-messages';
import { customerDisplayEn } from '../i18n/customer-display.en';
import { useMutateOnce } from '../../../components/ui/use-submit-once';

export type CampaignDialogState = { kind: 'delete' | 'deactivate' | 'reactivate'; campaign: Campaign };

/** Over: its end has passed, so switching it on alone would change nothing. */
export function hasEnded(campaign: Campaign, now = new Date()): boolean {
  return campaign.end_date !== null && new Date(campaign.end_date).getTime() <= now.getTime();
}

interface CampaignActionDialogProps {
  state: CampaignDialogState | null;
  outlets: readonly OutletChoice[];
  timeZone: string;
  onClose: () => void;
}

/**
 * Confirms a delete, deactivation or reactivation. An ended campaign asks for a new period first, and the update
 * stays disabled while the start is not in the future; then it is saved and switched on.
 */
export function CampaignActionDialog({ state, outlets, timeZone, onClose }: CampaignActionDialogProps) {
  const { t } = useTranslation('customerDisplay');
  const change = useChangeCampaign();
  // A double-click deletes, deactivates or reactivates once (decision 0115).
  const changeOnce = useMutateOnce(change);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const campaign = state?.campaign;
  const needsPeriod = state?.kind === 'reactivate' && campaign !== undefined && hasEnded(campaign);
  const startInFuture = start !== '' && start > today(timeZone);
  const endValid = end === '' || end >= start;

  const close = () => {
    setStart('');
    setEnd('');
    onClose();
  };

  const confirm = () => {
    if (!state || !campaign) return;
    const request: CampaignChange =
      state.kind === 'reactivate' && needsPeriod
        ? {
            kind: 'reactivate',
            id: campaign.id,
            period: {
              name: campaign.name,
              images: campaign.images.map((image) => ({ id: image.id, name: image.name, url: image.url })),
              duration: campaign.duration,
              outlet_ids: campaign.outlet_ids,
              start_date: start,
              end_date: end === '' ? null : end,
            },
          }
        : { kind: state.kind, id: campaign.id };
    changeOnce(request, {
      onSuccess: () => {
        const toast = { delete: 'deleted', deactivate: 'deactivated', reactivate: 'reactivated' } as const;
        showToast({ kind: 'success', message: t(`toast.${toast[state.kind]}`) });
        close();
      },
      onError: (error) => {
        const described = describeCampaignFailure(
          error,
          t,
          customerDisplayEn.validation,
          (id) => outlets.find((outlet) => outlet.id === id)?.name,
          campaign.outlet_ids,
        );
        showToast({ kind: 'error', message: described.message });
      },
    });
  };

  const name = campaign?.name ?? '';
  const titles = {
    delete: t('confirm.deleteTitle'),
    deactivate: t('confirm.deactivateTitle'),
    reactivate: t('confirm.reactivateTitle'),
  };
  const bodies = {
    delete: t('confirm.deleteBody', { name }),
    deactivate: t('confirm.deactivateBody', { name }),
    reactivate: needsPeriod ? t('confirm.newPeriodBody', { name }) : t('confirm.reactivateBody', { name }),
  };
  const oks = {
    delete: t('confirm.deleteOk'),
    deactivate: t('confirm.deactivateOk'),
    reactivate: t('confirm.reactivateOk'),
  };
  return (
    <Modal opened={state !== null} onClose={close} title={state ? titles[state.kind] : ''} centered>
      {state && (
        <Stack>
          <Text size="sm">{bodies[state.kind]}</Text>
          {needsPeriod && (
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label={t('panel.start')}
                value={start}
                onChange={(event) => setStart(event.currentTarget.value)}
                error={start !== '' && !startInFuture ? t('confirm.newPeriodStartFuture') : undefined}
              />
              <TextInput
                type="date"
                label={t('panel.end')}
                value={end}
                onChange={(event) => setEnd(event.currentTarget.value)}
                error={!endValid ? t('validation.endBeforeStart') : undefined}
              />
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('confirm.cancel')}
            </Button>
            <Button
              color={state.kind === 'delete' ? 'red' : undefined}
              loading={change.isPending}
              disabled={needsPeriod && (!startInFuture || !endValid)}
              onClick={confirm}
            >
              {oks[state.kind]}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
