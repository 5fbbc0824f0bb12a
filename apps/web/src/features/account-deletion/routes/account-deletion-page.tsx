import type { DeletionTicket } from '@backoffice/contracts/account-deletion';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useProfile } from '../../../lib/session/get-profile';
import { endSession } from '../../../lib/session/end-session';
import { DataBundleStep } from '../components/data-bundle-step';
import { DeletionForm } from '../components/deletion-form';
import { AccountDeletionSkeleton } from './account-deletion-skeleton';

/** "Account deletion page": loading, non-owner, owner form, after submission. */
export function AccountDeletionPage() {
  const { t } = useTranslation('accountDeletion');
  const { t: common } = useTranslation();
  usePageTitle(t('title'));
  const profile = useProfile();
  const navigate = useNavigate();
  const [ticket, setTicket] = useState<DeletionTicket | null>(null);

  if (ticket) return <Submitted ticket={ticket.ticket_number} />;
  if (profile.isPending) return <AccountDeletionSkeleton />;
  if (profile.isError) {
    return (
      <ErrorState
        message={common('states.genericError')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      {profile.data.is_owner && <DataBundleStep />}
      <Paper withBorder radius="md" p="lg">
        {profile.data.is_owner ? (
          <DeletionForm onSubmitted={setTicket} />
        ) : (
          <Stack gap="md" align="flex-start">
            <Alert icon={<IconLock size={18} />} title={t('nonOwner.heading')} color="gray" w="100%">
              {t('nonOwner.body')}
            </Alert>
            <Button variant="default" onClick={() => void navigate('/v2')}>
              {t('nonOwner.close')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

/**
 * After submission every session of the business has ended on the server, this one too: the page says so with the
 * ticket, and the button forgets the session here (the server has nothing left to end).
 */
function Submitted({ ticket }: { ticket: string }) {
  const { t } = useTranslation('accountDeletion');
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" align="flex-start" role="status">
          <IconCircleCheck size={40} color="var(--mantine-color-green-7)" aria-hidden="true" />
          <Title order={2} fz="h3">
            {t('submitted.heading')}
          </Title>
          <Text fw={700} data-testid="deletion-ticket">
            {t('submitted.ticket', { ticket })}
          </Text>
          <Text size="sm">{t('submitted.body')}</Text>
          <Button onClick={() => void endSession({ callServer: false, returnTo: '/v2' })}>
            {t('submitted.signOut')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
