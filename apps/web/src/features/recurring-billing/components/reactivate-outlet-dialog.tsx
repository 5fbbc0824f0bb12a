import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/api/api-error';
import { formatRupiah } from '../../../lib/format/format-money';
import { showToast } from '../../../components/ui/toasts';
import { useOutletProrate } from '../api/get-outlet-prorate';
import { civilDateText } from './civil-date-text';

interface ReactivateOutletDialogProps {
  outlet: { id: number; name: string } | null;
  busy: 'next' | 'now' | null;
  onActivateNext: () => void;
  onActivateNow: () => void;
  onClose: () => void;
}

/**
 * An expired outlet of a live business is re-activated either with the next automatic payment or paid now
 * at the pro-rated price until the next billing date. A prorate that cannot be had closes the dialog with a toast.
 */
export function ReactivateOutletDialog({
  outlet,
  busy,
  onActivateNext,
  onActivateNow,
  onClose,
}: ReactivateOutletDialogProps) {
  const { t, i18n } = useTranslation('recurringOutlets');
  const prorate = useOutletProrate(outlet?.id ?? null);
  const failed = prorate.isError;

  useEffect(() => {
    if (!failed) return;
    showToast({ kind: 'error', message: describeFailure(prorate.error) });
    onClose();
  }, [failed, prorate.error, onClose]);

  const data = prorate.data;
  return (
    <Modal
      opened={outlet !== null && !failed}
      onClose={onClose}
      title={t('reactivate.title')}
      size="lg"
      centered
    >
      {outlet && (
        <Stack>
          <Text size="sm">{t('reactivate.body', { name: outlet.name })}</Text>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('reactivate.price')}
            </Text>
            {data ? (
              <Text fw={600} data-testid="prorate-price">
                {formatRupiah(data.final_price)}
              </Text>
            ) : (
              <Skeleton h={20} w={120} />
            )}
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('reactivate.period')}
            </Text>
            {data ? (
              <Text size="sm" data-testid="prorate-period" ta="right">
                {t('reactivate.periodValue', {
                  start: civilDateText(data.MOKA.start_date, i18n.language),
                  end: civilDateText(data.MOKA.end_date, i18n.language),
                })}
              </Text>
            ) : (
              <Skeleton h={20} w={160} />
            )}
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={onActivateNext}
              loading={busy === 'next'}
              disabled={busy !== null}
            >
              {t('reactivate.activateNext')}
            </Button>
            <Button onClick={onActivateNow} loading={busy === 'now'} disabled={busy !== null || !data}>
              {t('reactivate.activateNow')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
