import type { DevMailboxMessage } from '@backoffice/contracts/dev-mailbox';
import {
  Anchor,
  Badge,
  Button,
  Container,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { isApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { useDevMail } from '../api/list-dev-mail';

const SIGN_IN_PATH = '/login';

function codeIn(message: DevMailboxMessage): string | undefined {
  return /\b(\d{6})\b/.exec(`${message.subject} ${message.text}`)?.[1];
}

export function DevMailboxPage() {
  const { t, i18n } = useTranslation('devMailbox');
  const [filter, setFilter] = useState('');
  const [to] = useDebouncedValue(filter, 300);
  const mail = useDevMail(to);
  usePageTitle(t('title'));
  // A production server has no outbox route: say so instead of offering a filter over nothing.
  const unavailable = mail.isError && isApiError(mail.error) && mail.error.status === 404;

  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={26}>
              {t('title')}
            </Title>
            <Text c="dimmed" size="sm">
              {unavailable ? t('unavailable') : t('intro')}
            </Text>
          </div>
          <Anchor href={SIGN_IN_PATH} size="sm">
            {t('backToSignIn')}
          </Anchor>
        </Group>
        {!unavailable && (
          <Group align="flex-end">
            <TextInput
              label={t('filter')}
              placeholder={t('filterPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void mail.refetch()}
              loading={mail.isFetching}
            >
              {t('refresh')}
            </Button>
          </Group>
        )}
        {mail.isPending ? (
          <ListSkeleton rows={4} />
        ) : unavailable ? null : mail.isError ? (
          <ErrorState message={mail.error.message} onRetry={() => void mail.refetch()} />
        ) : mail.data.messages.length === 0 ? (
          <EmptyState description={t('empty')} />
        ) : (
          mail.data.messages.map((message) => {
            const code = codeIn(message);
            return (
              <Paper key={message.id} withBorder p="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div>
                    <Text fw={600}>{message.subject}</Text>
                    <Text size="sm" c="dimmed">
                      {t('to')}: {message.to} · {t('receivedAt')}:{' '}
                      {formatDate(message.created_at, i18n.language, 'd MMM yyyy HH:mm:ss')}
                    </Text>
                  </div>
                  {code && (
                    <CopyButton value={code}>
                      {({ copied, copy }) => (
                        <Button size="xs" variant="light" onClick={copy} aria-label={t('copy')}>
                          {copied ? t('copied') : <Badge variant="transparent">{code}</Badge>}
                        </Button>
                      )}
                    </CopyButton>
                  )}
                </Group>
                <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {message.text}
                </Text>
              </Paper>
            );
          })
        )}
      </Stack>
    </Container>
  );
}
