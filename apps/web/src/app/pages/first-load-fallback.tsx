import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../paths';

/** The return page's path pattern as a test of a location (`/v2/settings/billing/redirect/:type`). */
const RETURN_PAGE = new RegExp(`^${paths.billingRedirectPattern.replace(':type', '[^/]+')}/?$`);

/**
 * What shows while the first screen's chunks arrive. Usually nothing (the gate's skeleton follows at once); but the
 * gateway's return page is a fresh load that then waits on the payment check, so it shows progress from the first
 * moment instead of a blank page (issue 26).
 */
export function FirstLoadFallback({ pathname = window.location.pathname }: { pathname?: string }) {
  const { t } = useTranslation();
  if (!RETURN_PAGE.test(pathname)) return null;
  return (
    <Center mih="50vh">
      <Loader role="status" aria-label={t('states.loading')} />
    </Center>
  );
}
