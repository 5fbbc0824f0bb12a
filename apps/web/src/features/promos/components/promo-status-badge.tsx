import type { PromoStatus } from '@backoffice/contracts/promos';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Dark shades on light fills: each meets 4.5:1 at the badge's size. */
const colors: Record<PromoStatus, string> = {
  running: 'teal',
  scheduled: 'blue',
  ended: 'gray',
  inactive: 'orange',
};

export function PromoStatusBadge({ status }: { status: PromoStatus }) {
  const { t } = useTranslation('promos');
  return (
    <Badge
      variant="light"
      color={colors[status]}
      c={`${colors[status]}.9`}
      tt="none"
      fw={600}
      style={{ flexShrink: 0 }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
