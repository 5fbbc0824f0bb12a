import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { definitionsEn } from '../i18n/definitions.en';
import { definitionsId } from '../i18n/definitions.id';
import { REPORT_TERMS } from '../report-definitions';
import type { BuiltSalesReport } from '../sales-report-paths';

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

/** The definitions' words: the same on every report, then the figures the report defines its own way. */
export function DefinitionsList({ report }: { report: BuiltSalesReport }) {
  const { t, i18n } = useTranslation('salesReports');
  const terms = REPORT_TERMS[report] ?? [];
  const words = i18n.language.startsWith('id') ? definitionsId : definitionsEn;
  return (
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
              {words[term]}
            </Text>
          </div>
        ))}
      </dl>
      {terms.length > 0 && (
        <>
          <Title order={3} fz="sm">
            {words.thisReport}
          </Title>
          <dl style={{ margin: 0 }}>
            {terms.map((term) => (
              <div key={term.text} style={{ marginBottom: 6 }}>
                <Text component="dt" size="sm" fw={600}>
                  {t(`columns.${term.label}`)}
                </Text>
                <Text component="dd" size="sm" c="dimmed" m={0}>
                  {words[term.text]}
                </Text>
              </div>
            ))}
          </dl>
        </>
      )}
    </Stack>
  );
}
