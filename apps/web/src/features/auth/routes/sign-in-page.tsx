import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LanguagePicker } from '../../../components/ui/language-picker';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { safeNextPath } from '../../../lib/navigation/safe-next';
import { hasSession } from '../../../lib/session/token-store';
import { CodeSignInForm } from '../components/code-sign-in-form';
import { PasswordSignInForm } from '../components/password-sign-in-form';
import { useServerStatus } from '../api/get-server-status';

export const SUPPORT_PHONE = '1500970';

/** Shown only in development builds: production never ships a link to the developer mailbox. */
const DEV_MAILBOX_PATH = '/v2/dev/mailbox';

interface SignInPageProps {
  /**
   * Starts loading what the screen after sign-in needs (its code chunks), given where the sign-in will go. Called
   * when a sign-in starts, and when a code is sent (the user then reads the mail): without it the chunks only start
   * downloading after Verify, and on a slow connection the page sat for seconds.
   */
  prepare?: (next: string) => void;
}

export function SignInPage({ prepare }: SignInPageProps) {
  const { t } = useTranslation('auth');
  const { t: tShell } = useTranslation('shell');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const serverStatus = useServerStatus();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<{ kind: 'password' } | { kind: 'code'; email: string }>({
    kind: 'password',
  });
  // Checked once: a session that exists when the page opens skips the form; one created here navigates itself.
  const [alreadySignedIn] = useState(hasSession);
  // Set once the session exists: the next screen's chunks may still be on their way, and the form says so.
  const [opening, setOpening] = useState(false);
  usePageTitle(t('pageTitle'));

  if (alreadySignedIn) return <Navigate to={next} replace />;

  const signedIn = () => {
    // Nothing cached for a previous user may leak into this session.
    queryClient.clear();
    setOpening(true);
    void navigate(next, { replace: true });
  };

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      {/* Every part of the page sits in a landmark (axe's region rule): the header, the form's main, the footer. */}
      <Group component="header" justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md">
        <BrandLogo name={tShell('brand')} size={30} />
        <LanguagePicker size="xs" />
      </Group>
      <Center px="md" pb="xl" pt={{ base: 'md', sm: 48 }}>
        <Stack w="100%" maw={420} gap="lg">
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }} component="main">
            <Stack gap={4} mb="lg">
              <Title order={1} fz={{ base: 24, sm: 26 }}>
                {t('title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('subtitle')}
              </Text>
            </Stack>
            {mode.kind === 'password' ? (
              <PasswordSignInForm
                opening={opening}
                onAttempt={() => prepare?.(next)}
                onSignedIn={signedIn}
                onUseCode={(email) => setMode({ kind: 'code', email })}
              />
            ) : (
              <CodeSignInForm
                opening={opening}
                onAttempt={() => prepare?.(next)}
                initialEmail={mode.email}
                onSignedIn={signedIn}
                onUsePassword={() => setMode({ kind: 'password' })}
              />
            )}
          </Paper>
          <Stack component="footer" gap={6} align="center">
            <Group gap={6} c="dimmed">
              <IconPhone size={14} />
              <Text size="sm" c="dimmed">
                {t('support', { phone: SUPPORT_PHONE })}
              </Text>
            </Group>
            {serverStatus.data?.dev_mailbox && (
              <Anchor href={DEV_MAILBOX_PATH} target="_blank" size="sm">
                <Group gap={6} component="span">
                  <IconMail size={14} />
                  {t('devMailbox')}
                </Group>
              </Anchor>
            )}
          </Stack>
        </Stack>
      </Center>
    </Box>
  );
}
