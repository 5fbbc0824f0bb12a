import type { Campaign, SaveCampaignRequest } from '@backoffice/contracts/campaigns';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useFormDrawer } from '../../../components/ui/form-drawer';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useSaveCampaign } from '../api/save-campaign';
import { type CampaignFailure, describeCampaignFailure } from '../campaign-messages';
import { customerDisplayEn } from '../i18n/customer-display.en';
import { CampaignForm, formFromCampaign } from './campaign-form';

export type CampaignPanelState = { mode: 'create' } | { mode: 'edit'; campaign: Campaign };

interface CampaignPanelProps {
  state: CampaignPanelState | null;
  outlets: readonly OutletChoice[];
  timeZone: string;
  onClose: () => void;
}

/** Create or edit in the side panel; an edit asks 'Changes confirmation' before it is saved. */
export function CampaignPanel({ state, outlets, timeZone, onClose }: CampaignPanelProps) {
  const { t } = useTranslation('customerDisplay');
  const drawer = useFormDrawer(state, onClose);
  const { shown, finish, setDirty } = drawer;
  const save = useSaveCampaign();
  // A double-click on Save (or on the confirmation's) saves once (decision 0115).
  const saveOnce = useMutateOnce(save);
  const [failure, setFailure] = useState<CampaignFailure | null>(null);
  const [confirming, setConfirming] = useState<SaveCampaignRequest | null>(null);
  const editing = shown?.mode === 'edit' ? shown.campaign : null;

  const send = (body: SaveCampaignRequest) => {
    setConfirming(null);
    saveOnce(
      { id: editing?.id ?? null, body },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t(editing ? 'toast.updated' : 'toast.created') });
          setFailure(null);
          finish();
        },
        onError: (error) => {
          const described = describeCampaignFailure(
            error,
            t,
            customerDisplayEn.validation,
            (id) => outlets.find((outlet) => outlet.id === id)?.name,
            body.outlet_ids,
          );
          setFailure(described);
          showToast({ kind: 'error', message: described.message });
        },
      },
    );
  };

  return (
    <FormDrawer
      opened={drawer.opened}
      dirty={drawer.dirty}
      title={t(editing ? 'panel.editTitle' : 'panel.createTitle')}
      closeLabel={t('panel.close')}
      onClose={onClose}
      onExited={drawer.onExited}
    >
      {shown && (
        <CampaignForm
          key={editing ? `edit-${editing.id}` : 'create'}
          initial={formFromCampaign(editing, timeZone)}
          outlets={outlets}
          submitting={save.isPending}
          failure={failure}
          onDirtyChange={setDirty}
          onSubmit={(body) => (editing ? setConfirming(body) : send(body))}
          onCancel={onClose}
        />
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('confirm.changesTitle')}
        centered
      >
        <Text size="sm">{t('confirm.changesBody')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={() => confirming && send(confirming)}>{t('confirm.changesOk')}</Button>
        </Group>
      </Modal>
    </FormDrawer>
  );
}
