import type { SalesType } from '@backoffice/contracts/sales-types';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useSalesTypeDeletable } from '../api/get-sales-type';
import { useDeleteSalesType } from '../api/save-sales-type';
import { describeSalesTypeFailure } from '../sales-type-messages';

interface DeleteSalesTypeDialogProps {
  /** null = closed. */
  salesType: SalesType | null;
  onClose: () => void;
}

/** Asks the server what deleting changes (check-deletable), says it, and deletes only when it may. */
export function DeleteSalesTypeDialog({ salesType, onClose }: DeleteSalesTypeDialogProps) {
  const { t } = useTranslation('salesTypes');
  const check = useSalesTypeDeletable(salesType?.id ?? null);
  const remove = useDeleteSalesType();
  // A double-click deletes once (decision 0115).
  const removeOnce = useMutateOnce(remove);
  const name = salesType?.name ?? '';

  const confirm = () => {
    if (!salesType) return;
    removeOnce(salesType.id, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('toasts.deleted') });
        onClose();
      },
      onError: (error) => {
        const failure = describeSalesTypeFailure(error, t);
        showToast({ kind: 'error', message: failure.message });
        if (failure.gone) onClose();
      },
    });
  };

  const verdict = check.data;
  return (
    <Modal
      opened={salesType !== null}
      onClose={() => !remove.isPending && onClose()}
      title={t('deleteDialog.title')}
      centered
    >
      {check.isPending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('deleteDialog.checking')}</Text>
        </Group>
      ) : check.isError ? (
        <ErrorState
          compact
          message={t('deleteDialog.checkError')}
          onRetry={() => void check.refetch()}
          retrying={check.isFetching}
        />
      ) : verdict && !verdict.deletable ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {verdict.reason === 'default'
            ? t('deleteDialog.isDefault', { name })
            : t('deleteDialog.notYours', { name })}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('deleteDialog.message', { name })}
          </Text>
          {(verdict?.item_count ?? 0) > 0 && (
            <Text size="sm">{t('deleteDialog.items', { count: verdict?.item_count ?? 0 })}</Text>
          )}
          {(verdict?.gratuity_count ?? 0) > 0 && (
            <Text size="sm">{t('deleteDialog.charges', { count: verdict?.gratuity_count ?? 0 })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('deleteDialog.effects')}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
          {verdict?.deletable ? t('deleteDialog.cancel') : t('deleteDialog.close')}
        </Button>
        {verdict?.deletable && (
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('deleteDialog.confirm')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
