import { Button, Loader, Popover } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuiltSalesReport } from '../sales-report-paths';

// The definitions load when the button is first pressed: words no report needs before then, kept out of the
// route's first load (decision 0145).
const DefinitionsList = lazy(async () => ({ default: (await import('./definitions-list')).DefinitionsList }));

/**
 * "Definitions shown beside the figures": one button in the report's controls, the same words on every report,
 * then the figures the report defines its own way (report-definitions.ts).
 */
export function DefinitionsPopover({ report }: { report: BuiltSalesReport }) {
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
        <Suspense fallback={<Loader size="sm" aria-label={t('definitions.title')} />}>
          <DefinitionsList report={report} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
