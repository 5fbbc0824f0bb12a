import { Button, getDefaultZIndex, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, useBlocker } from 'react-router';

/** Another path or query: what leaving a page means unless the guard is told otherwise. */
export function isOtherPage(from: Location, to: Location): boolean {
  return from.pathname !== to.pathname || from.search !== to.search;
}

interface LeavePageGuardProps {
  when: boolean;
  /**
   * Which navigations leave the form; by default another page. A form that lives in a history entry of its own
   * (a side panel that Back closes) also counts going back out of that entry.
   */
  isLeaving?: (from: Location, to: Location) => boolean;
  /** Told when the merchant answers Stay, for a form that holds back repeated closes until then. */
  onStay?: () => void;
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation and Back through the router's blocker, closing
 * the tab or reloading through the browser's own beforeunload prompt (which cannot show our text).
 */
export function LeavePageGuard({ when, isLeaving = isOtherPage, onStay }: LeavePageGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && isLeaving(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium still needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  const stay = () => {
    blocker.reset?.();
    onStay?.();
  };
  return (
    // Above drawers and other dialogs: the question is about the form they hold.
    <Modal
      opened={blocked}
      onClose={stay}
      title={t('leavePage.title')}
      centered
      zIndex={getDefaultZIndex('max')}
    >
      <Text size="sm">{t('leavePage.message')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={stay} data-autofocus>
          {t('leavePage.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('leavePage.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
