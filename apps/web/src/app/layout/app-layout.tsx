import { marketingModalPayloadSchema } from '@backoffice/contracts/flags';
import { AppShell, Box, Burger, Drawer, Group, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { MarketingModal } from '../../components/ui/marketing-modal';
import { flagPayload, useFlag } from '../../lib/flags/flags-context';
import { RouteGuard } from '../guards/route-guard';
import { forcedMobilePaths, isUnder, standalonePaths } from '../paths';
import { useShell } from './shell-context';
import { Sidebar } from './sidebar';
import { StandaloneLayout } from './standalone-layout';
import { TopBanner } from './top-banner';

const NAVBAR_WIDTH = 272;
/**
 * The forced-mobile screens keep a 1280 px content width and scroll sideways on a phone. On a wider screen
 * they take the width there is: fixed at 1280 beside the sidebar, a 1366 px laptop would hide their right edge.
 */
const FORCED_WIDTH = 1280;

export function AppLayout() {
  const { t } = useTranslation('shell');
  const { profile } = useShell();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const forced = phone && forcedMobilePaths.some((path) => isUnder(pathname, path));
  const marketing = useFlag('marketing-modal');

  if (standalonePaths.some((path) => isUnder(pathname, path))) return <StandaloneLayout />;

  return (
    <AppShell
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      header={{ height: 56, collapsed: !phone }}
      padding={0}
    >
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppShell.Header hiddenFrom="sm" px="sm">
        <Group h="100%" gap="sm" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            size="sm"
            aria-label={drawerOpened ? t('navigation.close') : t('navigation.open')}
          />
          <BrandLogo name={t('brand')} size={26} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar visibleFrom="sm">{!phone && <Sidebar />}</AppShell.Navbar>
      <Drawer
        opened={drawerOpened && Boolean(phone)}
        onClose={drawer.close}
        size={NAVBAR_WIDTH + 24}
        padding={0}
        withCloseButton={false}
        title={<VisuallyHidden>{t('navigation.label')}</VisuallyHidden>}
        // Named by its (hidden) title: an aria-label here would land on a role-less wrapper div.
        styles={{ header: { display: 'none' }, body: { height: '100%' } }}
      >
        <Sidebar onNavigate={drawer.close} />
      </Drawer>
      <AppShell.Main bg="var(--mantine-color-gray-0)" mih="100dvh">
        <TopBanner />
        {/* AppShell.Main is the page's one <main>; this is where the skip link lands. */}
        <Box
          id="main-content"
          tabIndex={-1}
          style={forced ? { overflowX: 'auto' } : undefined}
          data-forced-mobile={forced || undefined}
        >
          <Box
            p={{ base: 'md', sm: 'xl' }}
            miw={forced ? FORCED_WIDTH : undefined}
            w={forced ? FORCED_WIDTH : undefined}
          >
            <RouteGuard>
              <Outlet />
            </RouteGuard>
          </Box>
        </Box>
      </AppShell.Main>
      <MarketingModal
        enabled={marketing.enabled && Boolean(marketing.variant?.enabled)}
        content={flagPayload(marketing, marketingModalPayloadSchema)}
        memoryKey={String(profile.id)}
      />
    </AppShell>
  );
}
