import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ItemImport } from '@backoffice/contracts/item-import';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateImportMessage } from '../item-import-messages';
import { ProblemsTable } from './problems-table';

interface ImportRunProps {
  run: ItemImport;
  /** Rows written so far, from the realtime events. */
  processed: number | undefined;
  listPath: string;
  onAnother: () => void;
}

/** The confirmed import: its progress while it runs, then what it did or why nothing was written. */
export function ImportRun({ run, processed, listPath, onAnother }: ImportRunProps) {
  const { t } = useTranslation('itemImport');
  if (run.status === 'QUEUED' || run.status === 'RUNNING') {
    const done = processed ?? run.processed_rows;
    return (
      <Paper withBorder p="md">
        <Stack gap="xs" role="status">
          <Text size="sm">
            {run.status === 'QUEUED' && done === 0
              ? t('run.queued')
              : t('run.importing', { done, total: run.total_rows })}
          </Text>
          <Progress
            value={run.total_rows === 0 ? 0 : (done / run.total_rows) * 100}
            animated
            aria-label={t('run.importing', { done, total: run.total_rows })}
          />
        </Stack>
      </Paper>
    );
  }
  const again = (
    <Button variant="default" onClick={onAnother}>
      {t('run.again')}
    </Button>
  );
  if (run.status === 'SUCCESS') {
    return (
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Alert color="teal" icon={<IconCheck size={18} />} title={t('run.successTitle')}>
            {t('run.success', { created: run.new_items, updated: run.updated_items })}
          </Alert>
          <Group gap="sm">
            <Button component={Link} to={listPath}>
              {t('run.toList')}
            </Button>
            {again}
          </Group>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Alert color="red" title={t('run.failedTitle')} role="alert">
          {run.error ? translateImportMessage(run.error, t) : ''}
        </Alert>
        {run.problems.length > 0 && <ProblemsTable problems={run.problems} />}
        <Group gap="sm">{again}</Group>
      </Stack>
    </Paper>
  );
}
