import type { DataBundleFormat } from '@backoffice/contracts/account-deletion';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { showToast } from '../../../components/ui/toasts';
import { describeCommonFailure } from '../../../lib/api/common-failure';
import { useLatestDataBundle } from '../api/get-latest-data-bundle';
import { useRequestDataBundle } from '../api/request-data-bundle';
import { useMutateOnce } from '../../../components/ui/use-submit-once';

/**
 * The step before the terms (issue 18 item 3, decision 0088): the owner downloads the business's data as one zip of
 * sheets before the account is frozen. Asking is optional; the confirmation e-mail repeats the link while it lasts.
 */
export function DataBundleStep() {
  const { t, i18n } = useTranslation('accountDeletion');
  const { t: common } = useTranslation();
  const latest = useLatestDataBundle();
  const request = useRequestDataBundle();
  const requestOnce = useMutateOnce(request);
  const [format, setFormat] = useState<DataBundleFormat>('xlsx');

  const ask = () =>
    requestOnce(
      { format },
      {
        onError: (error) =>
          showToast({
            kind: 'error',
            message: describeCommonFailure(error) ?? common('states.genericError'),
          }),
      },
    );
  const bundle = latest.data?.bundle ?? null;
  const preparing = request.isPending || bundle?.status === 'IN_PROGRESS';

  const formatPicker = (
    <SegmentedControl
      aria-label={t('data.format')}
      value={format}
      onChange={(value) => setFormat(value as DataBundleFormat)}
      data={[
        { value: 'xlsx', label: 'Excel (XLSX)' },
        { value: 'csv', label: 'CSV' },
      ]}
    />
  );

  let body;
  if (latest.isPending) {
    body = <Skeleton height={36} width={220} />;
  } else if (latest.isError) {
    body = (
      <ErrorState
        compact
        message={common('states.genericError')}
        onRetry={() => void latest.refetch()}
        retrying={latest.isFetching}
      />
    );
  } else if (preparing) {
    body = (
      <Group gap="sm" role="status" data-testid="data-bundle-progress">
        <Loader size="sm" />
        <Text size="sm">{t('data.preparing')}</Text>
      </Group>
    );
  } else if (bundle?.status === 'SUCCESS' && bundle.file_url) {
    const until = bundle.expires_at
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(bundle.expires_at))
      : '';
    body = (
      <Stack gap="sm" align="flex-start">
        <Button
          component="a"
          href={bundle.file_url}
          download
          leftSection={<IconDownload size={18} />}
          data-testid="data-bundle-download"
        >
          {t('data.download')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('data.ready', { until })}
        </Text>
        <Group gap="sm">
          {formatPicker}
          <Button variant="subtle" onClick={ask}>
            {t('data.again')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm" align="flex-start">
        {bundle?.status === 'FAILURE' && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} w="100%">
            {t('data.failed')}
          </Alert>
        )}
        {formatPicker}
        <Button variant="default" leftSection={<IconFileZip size={18} />} onClick={ask}>
          {bundle?.status === 'FAILURE' ? common('actions.retry') : t('data.prepare')}
        </Button>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('data.heading')}
        </Title>
        <Text size="sm">{t('data.body')}</Text>
        {body}
      </Stack>
    </Paper>
  );
}
