import { Button, Popover, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportTerm } from '../report-definitions';

/** The figures every report uses, defined once (docs/sales-figures.md's rules, in the page's language). */
const TERMS = [
  'grossSales',
  'discounts',
  'refunds',
  'netSales',
  'gratuity',
  'tax',
  'rounding',
  'totalCollected',
  'costOfGoods',
  'grossProfit',
] as const;

/**
 * "Definitions shown beside the figures": one button in the report's controls, the same words on every report,
 * then the figures the report defines its own way (`terms`).
 */
export function DefinitionsPopover({ terms = [] }: { terms?: readonly ReportTerm[] }) {
  const { t } = useTranslation('salesReports');
  return (
    <Popover width={360} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle" leftSection={<IconInfoCircle size={16} />}>
          {t('definitions.open')}
        </Button>
      </Popover.Target>
      {/* Scrolls within the screen on a phone, where the report's own terms make it taller than the view. */}
      <Popover.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
        <Stack gap="xs" component="section" aria-label={t('definitions.title')}>
          <Title order={2} fz="sm">
            {t('definitions.title')}
          </Title>
          <dl style={{ margin: 0 }}>
            {TERMS.map((term) => (
              <div key={term} style={{ marginBottom: 6 }}>
                <Text component="dt" size="sm" fw={600}>
                  {t(`columns.${term}`)}
                </Text>
                <Text component="dd" size="sm" c="dimmed" m={0}>
                  {t(`definitions.${term}`)}
                </Text>
              </div>
            ))}
          </dl>
          {terms.length > 0 && (
            <>
              <Title order={3} fz="sm">
                {t('definitions.thisReport')}
              </Title>
              <dl style={{ margin: 0 }}>
                {terms.map((term) => (
                  <div key={term.text} style={{ marginBottom: 6 }}>
                    <Text component="dt" size="sm" fw={600}>
                      {t(`columns.${term.label}`)}
                    </Text>
                    <Text component="dd" size="sm" c="dimmed" m={0}>
                      {t(`definitions.${term.text}`)}
                    </Text>
                  </div>
                ))}
              </dl>
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
