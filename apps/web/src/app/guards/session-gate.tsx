import type { Profile } from '@backoffice/contracts/profile';
import { Button, Center, Stack } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { FlagsProvider } from '../../lib/flags/flags-provider';
import { useFlags } from '../../lib/flags/flags-context';
import { useFlagsQuery } from '../../lib/flags/get-flags';
import { signInUrlFor } from '../../lib/navigation/safe-next';
import { signOut } from '../../lib/session/sign-out';
import { useProfile } from '../../lib/session/get-profile';
import { hasSession } from '../../lib/session/token-store';
import { AppLayout } from '../layout/app-layout';
import { buildShellValue, ShellContext, type ShellContextValue } from '../layout/shell-context';
import { ShellSkeleton } from '../layout/shell-skeleton';
import { PageSkeleton } from './page-skeleton';

const AfterPaintHosts = lazy(() => import('./after-paint-hosts'));

function ShellState({ profile }: { profile: Profile }) {
  const { flags } = useFlags();
  const value = useMemo<ShellContextValue>(() => buildShellValue(profile, flags), [profile, flags]);
  return (
    <ShellContext.Provider value={value}>
      <AppLayout />
      {/* Only signed-in screens raise toasts and open modals; their hosts load after the first paint (decision 0186). */}
      <Suspense fallback={null}>
        <AfterPaintHosts />
      </Suspense>
    </ShellContext.Provider>
  );
}

/**
 * Everything under the shell needs a session and the profile; this gate provides both. The profile and the flags
 * load side by side (the route's loader started both), and the shell appears once both have answered, so the
 * menu is drawn once with the flags applied instead of jumping when they arrive. Until then the skeleton shows
 * the screen's own title and actions (decision 0018).
 */
export function SessionGate() {
  const location = useLocation();
  const { t } = useTranslation('shell');
  const signedIn = hasSession();
  const profile = useProfile({ enabled: signedIn });
  // A failed flag call counts as answered: the shell then runs on the defaults.
  const flags = useFlagsQuery(signedIn);

  if (!signedIn) {
    return <Navigate to={signInUrlFor(location.pathname + location.search + location.hash)} replace />;
  }
  if (profile.isPending || (flags.isPending && !profile.isError)) {
    return (
      <ShellSkeleton>
        <PageSkeleton />
      </ShellSkeleton>
    );
  }
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
