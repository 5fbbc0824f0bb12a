import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'N new orders': shown once cashier devices sent orders for the filter on screen; a click reloads the lists. */
export function NewOrdersNotice({ count, onRefresh }: { count: number; onRefresh: () => void }) {
  const { t } = useTranslation('transactions');
  if (count === 0) return null;
  return (
    <Button variant="light" size="xs" onClick={onRefresh} aria-live="polite">
      {t('newOrders', { count })}
    </Button>
  );
}
