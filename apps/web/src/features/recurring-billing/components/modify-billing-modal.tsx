import type { ActiveRecurring } from '@backoffice/contracts/recurring-billing';
import { Badge, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { formatRupiah } from '../../../lib/format/format-money';
import { usePackageDeals } from '../api/get-package-deals';
import { usePackageDealName } from '../../../lib/billing/package-deal-name';

interface ModifyBillingModalProps {
  active: ActiveRecurring;
  opened: boolean;
  onClose: () => void;
  onConfirm: (subscriptionDiscountId: number) => void;
  saving: boolean;
}

/** Modify Billing: another package deal, charged from the next billing date on (decision 0100). */
export function ModifyBillingModal({ active, opened, onClose, onConfirm, saving }: ModifyBillingModalProps) {
  const { t } = useTranslation('recurring');
  const dealName = usePackageDealName();
  const deals = usePackageDeals(opened);
  const [chosen, setChosen] = useState(String(active.subscription_discount_id));
  useEffect(() => {
    if (opened) setChosen(String(active.subscription_discount_id));
  }, [opened, active.subscription_discount_id]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('modify.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('modify.intro')}</Text>
        {deals.isError ? (
          <ErrorState
            compact
            title={t('modify.loadError')}
            onRetry={() => void deals.refetch()}
            retrying={deals.isFetching}
          />
        ) : !deals.data ? (
          <ListSkeleton rows={2} />
        ) : (
          <Radio.Group value={chosen} onChange={setChosen} label={t('modify.deals')}>
            <Stack gap="xs" mt="xs">
              {deals.data.map((deal) => (
                <Radio
                  key={deal.subscription_discount_id}
                  value={String(deal.subscription_discount_id)}
                  label={
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        {dealName(deal)}
                      </Text>
                      {deal.subscription_discount_id === active.subscription_discount_id && (
                        <Badge size="xs" variant="light">
                          {t('modify.current')}
                        </Badge>
                      )}
                    </Group>
                  }
                  description={t('modify.price', {
                    price: formatRupiah(deal.final_package_deal_price_per_month),
                  })}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('modify.cancel')}
          </Button>
          <Button
            onClick={() => onConfirm(Number(chosen))}
            loading={saving}
            disabled={!deals.data || Number(chosen) === active.subscription_discount_id}
          >
            {t('modify.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
