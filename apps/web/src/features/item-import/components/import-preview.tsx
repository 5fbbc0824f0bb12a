import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ITEM_IMPORT_PROBLEMS_SHOWN, type ItemImport } from '@backoffice/contracts/item-import';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProblemsTable } from './problems-table';

interface ImportPreviewProps {
  preview: ItemImport;
  confirming: boolean;
  onConfirm: () => void;
  onAnother: () => void;
}

/** Step 3: what the file would do, every refused row and why; confirm only when no row is refused. */
export function ImportPreview({ preview, confirming, onConfirm, onAnother }: ImportPreviewProps) {
  const { t } = useTranslation('itemImport');
  const refused = preview.refused_rows > 0;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('preview.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('preview.file', { name: preview.file_name })}
        </Text>
        <Group gap="xs" data-testid="import-summary">
          <Badge variant="light" color="gray">
            {t('preview.rows', { count: preview.total_rows })}
          </Badge>
          <Badge variant="light" color="blue">
            {t('preview.newItems', { count: preview.new_items })}
          </Badge>
          <Badge variant="light" color="blue">
            {t('preview.updatedItems', { count: preview.updated_items })}
          </Badge>
          {preview.new_categories > 0 && (
            <Badge variant="light" color="blue">
              {t('preview.newCategories', { count: preview.new_categories })}
            </Badge>
          )}
          {refused && (
            <Badge variant="light" color="red">
              {t('preview.refused', { count: preview.refused_rows })}
            </Badge>
          )}
        </Group>
        {refused ? (
          <>
            <Alert color="red" title={t('preview.refused', { count: preview.refused_rows })}>
              {t('preview.refusedHelp')}
            </Alert>
            <ProblemsTable problems={preview.problems} />
            {preview.problems.length >= ITEM_IMPORT_PROBLEMS_SHOWN && (
              <Text size="sm" c="dimmed">
                {t('preview.moreProblems', { count: ITEM_IMPORT_PROBLEMS_SHOWN })}
              </Text>
            )}
          </>
        ) : (
          <Alert color="teal" icon={<IconCheck size={18} />}>
            {t('preview.ready')}
          </Alert>
        )}
        <Group gap="sm">
          {!refused && (
            <Button loading={confirming} onClick={onConfirm}>
              {t('preview.confirm', { count: preview.total_rows })}
            </Button>
          )}
          <Button variant="default" onClick={onAnother} disabled={confirming}>
            {t('preview.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
