import { Alert, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { PageHeader } from '../../../components/ui/page-header';
import { showToast } from '../../../components/ui/toasts';
import { describeFailure } from '../../../lib/api/api-error';
import { useProfile } from '../../../lib/session/get-profile';
import { useBusinessSettings, useUpdateBusinessSettings } from '../api/business-settings';

/** /v2/customer-display/settings: the cds_feedback switch, saved as `{setting: {cds_feedback}}`. */
export function CustomerDisplaySettingsPage() {
  const { t } = useTranslation('customerDisplay');
  const profile = useProfile();
  const settings = useBusinessSettings();
  const update = useUpdateBusinessSettings();
  const isOwner = profile.data?.is_owner === true;

  let content;
  if (settings.isPending) content = <ListSkeleton rows={2} />;
  else if (settings.isError)
    content = (
      <ErrorState
        message={t('settings.loadError')}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  else
    content = (
      <Stack>
        <Switch
          label={t('settings.feedback')}
          description={t('settings.feedbackDescription')}
          checked={settings.data.setting.cds_feedback}
          disabled={!isOwner || update.isPending}
          onChange={(event) =>
            update.mutate(
              { cds_feedback: event.currentTarget.checked },
              {
                onSuccess: () => showToast({ kind: 'success', message: t('settings.saved') }),
                onError: (error) => showToast({ kind: 'error', message: describeFailure(error) }),
              },
            )
          }
        />
        {!isOwner && (
          <Text size="sm" c="dimmed">
            {t('settings.ownerOnly')}
          </Text>
        )}
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          {t('settings.feedbackNote')}
        </Alert>
      </Stack>
    );

  return (
    <>
      <PageHeader section={t('section')} title={t('settings.title')} />
      <Paper withBorder p="lg" maw={640}>
        {content}
      </Paper>
    </>
  );
}
