import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ITEM_IMPORT_MAX_BYTES } from '@backoffice/contracts/item-import';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface UploadCardProps {
  uploading: string | undefined;
  onFile: (file: File) => void;
}

/**
 * Step 2: choose a file. A file over 10 MB or of another kind is refused here, before it is sent; the server refuses
 * it too (decision 0180).
 */
export function UploadCard({ uploading, onFile }: UploadCardProps) {
  const { t } = useTranslation('itemImport');
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string>();
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!/\.(xlsx|csv)$/i.test(file.name)) return setRefusal(t('upload.wrongType'));
    if (file.size > ITEM_IMPORT_MAX_BYTES) return setRefusal(t('upload.tooLarge'));
    setRefusal(undefined);
    onFile(file);
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('upload.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('upload.help')}
        </Text>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="item-import-file"
          onChange={(event) => {
            choose(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <Group gap="sm">
          <Button
            leftSection={<IconUpload size={16} />}
            disabled={uploading !== undefined}
            onClick={() => input.current?.click()}
          >
            {t('upload.choose')}
          </Button>
          {uploading !== undefined && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{t('upload.reading', { name: uploading })}</Text>
            </Group>
          )}
        </Group>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
