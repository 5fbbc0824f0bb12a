import type { Profile } from '@backoffice/contracts/profile';
import { Button, Center, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { FlagsProvider } from '../../lib/flags/flags-provider';
import { useFlags } from '../../lib/flags/flags-context';
import { signInUrlFor } from '../../lib/navigation/safe-next';
import { signOut } from '../../lib/session/sign-out';
import { useProfile } from '../../lib/session/get-profile';
import { hasSession } from '../../lib/session/token-store';
import { AppLayout } from '../layout/app-layout';
import { buildShellValue, ShellContext, type ShellContextValue } from '../layout/shell-context';
import { ShellSkeleton } from '../layout/shell-skeleton';

function ShellState({ profile }: { profile: Profile }) {
  const { flags } = useFlags();
  const value = useMemo<ShellContextValue>(() => buildShellValue(profile, flags), [profile, flags]);
  return (
    <ShellContext.Provider value={value}>
      <AppLayout />
    </ShellContext.Provider>
  );
}

/** Everything under the shell needs a session and the profile; this gate provides both. */
export function SessionGate() {
  const location = useLocation();
  const { t } = useTranslation('shell');
  const signedIn = hasSession();
  const profile = useProfile({ enabled: signedIn });

  if (!signedIn) {
    return <Navigate to={signInUrlFor(location.pathname + location.search + location.hash)} replace />;
  }
  if (profile.isPending) return <ShellSkeleton />;
  if (profile.isError) {
    return (
      <Center mih="100dvh">
        <Stack align="center" gap={0}>
          <ErrorState
            message={t('pages.profileError')}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
          {/* Without a profile there is no sidebar, so the way out has to be here. */}
          <Button variant="subtle" size="xs" color="gray" onClick={() => void signOut()}>
            {t('profile.signOut')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <FlagsProvider enabled businessCategoryId={profile.data.business.business_category_id}>
      <ShellState profile={profile.data} />
    </FlagsProvider>
  );
}
