import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { describeFailure } from '../../../lib/api/api-error';
import { signInUrlFor } from '../../../lib/navigation/safe-next';
import { hasSession } from '../../../lib/session/token-store';
import { useDisplayCampaigns } from '../api/get-display-campaigns';
import { slidesAt } from '../display-slides';

/**
 * /v2/customer-display/screen?outlet=…: the customer-facing display (decision 0091). Signed in like the back office
 * by a user allowed Customer Display › Campaign; full screen, no shell.
 */
export function CustomerDisplayScreenPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const outletId = Number(search.get('outlet'));
  if (!hasSession()) return <Navigate to={signInUrlFor(location.pathname + location.search)} replace />;
  return Number.isInteger(outletId) && outletId > 0 ? <Slideshow outletId={outletId} /> : <ChooseOutlet />;
}

function ChooseOutlet() {
  const { t } = useTranslation('customerDisplay');
  return (
    <Center mih="100dvh" p="lg">
      <Text>{t('screen.chooseOutlet')}</Text>
    </Center>
  );
}

function Slideshow({ outletId }: { outletId: number }) {
  const { t } = useTranslation('customerDisplay');
  const display = useDisplayCampaigns(outletId);
  const [position, setPosition] = useState(0);
  const [tick, setTick] = useState(0);
  // The server's clock, so a display whose own clock is off still starts and ends campaigns on time.
  const offset = useMemo(
    () => (display.data ? new Date(display.data.now).getTime() - Date.now() : 0),
    [display.data],
  );
  const slides = useMemo(
    () => (display.data ? slidesAt(display.data, Date.now() + offset) : []),
    // `tick` re-evaluates which campaigns are on as time passes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [display.data, offset, tick],
  );
  const slide = slides.length > 0 ? slides[position % slides.length] : undefined;

  useEffect(() => {
    const seconds = slide?.seconds ?? 30;
    const timer = setTimeout(() => {
      setPosition((current) => current + 1);
      setTick((current) => current + 1);
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [slide, position]);

  if (display.isPending) {
    return (
      <Center mih="100dvh" bg="black">
        <Loader color="gray" />
      </Center>
    );
  }
  if (display.isError) {
    return (
      <Center mih="100dvh">
        <ErrorState
          message={`${t('screen.loadError')} ${describeFailure(display.error)}`}
          onRetry={() => void display.refetch()}
          retrying={display.isFetching}
        />
      </Center>
    );
  }
  if (!slide) {
    return (
      <Center mih="100dvh" bg="black">
        <Stack align="center">
          <Text c="gray.3" size="xl" data-testid="display-empty">
            {t('screen.nothing', { outlet: display.data.outlet.name })}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <main
      style={{ position: 'fixed', inset: 0, background: 'black' }}
      aria-label={t('screen.title')}
      data-testid="display-screen"
      data-campaign={slide.campaign}
    >
      <img
        key={slide.key}
        src={slide.url}
        alt={t('screen.slide', { index: slide.index, count: slide.count, name: slide.campaign })}
        style={{ width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </main>
  );
}
