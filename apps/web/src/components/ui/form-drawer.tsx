import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { Location } from 'react-router';
import { LeavePageGuard } from './leave-page-guard';

const DRAWER_WIDTH = 480;

/**
 * The state of a form drawer: which form it shows (kept while the drawer slides out, so it does not go blank on
 * its way), whether that form has unsaved changes, and `finish` for a form that is done (saved, or its record is
 * gone): the drawer then closes once the leave-page guard has seen that nothing is left unsaved (the guard checks
 * the last render's values), so that closing does not ask.
 *
 * `state` is what the drawer holds (null = closed); `onClose` leaves it (going back out of its history entry, see
 * `lib/navigation/use-panel-entry.ts`) and may be called more than once before it lands.
 */
export function useFormDrawer<T>(state: T | null, onClose: () => void) {
  const [dirty, setDirty] = useState(false);
  const [finished, setFinished] = useState(false);
  const [shown, setShown] = useState<T | null>(state);
  if (state !== null && state !== shown) setShown(state);
  if (state === null && (dirty || finished)) {
    setDirty(false);
    setFinished(false);
  }
  const finish = useCallback(() => {
    setDirty(false);
    setFinished(true);
  }, []);
  useEffect(() => {
    if (finished && !dirty && state !== null) onClose();
  }, [finished, dirty, state, onClose]);
  const onExited = useCallback(() => setShown(null), []);
  return { shown, dirty, setDirty, finish, opened: state !== null, onExited };
}

interface FormDrawerProps {
  opened: boolean;
  /** The form holds unsaved changes: every way out asks first. */
  dirty: boolean;
  title: string;
  /** The close button's accessible name, in the UI language. */
  closeLabel: string;
  /** Closes the drawer (its close button, Escape, a click outside); the guard asks first while dirty. */
  onClose: () => void;
  /** The slide-out ended: the content may go (`useFormDrawer`'s `onExited`). */
  onExited: () => void;
  /** Which navigations leave the form (by default another page); a drawer in its own history entry adds Back. */
  isLeaving?: (from: Location, to: Location) => boolean;
  /** The merchant chose to stay when asked about unsaved changes. */
  onStay?: () => void;
  children: ReactNode;
}

/**
 * The side panel a record is created or edited in: from the right, the whole screen on a phone. Every way out of
 * it with unsaved changes — its close button, a Cancel that calls `onClose`, Escape, Back, another page — asks the
 * leave-page guard's question.
 */
export function FormDrawer({
  opened,
  dirty,
  title,
  closeLabel,
  onClose,
  onExited,
  isLeaving,
  onStay,
  children,
}: FormDrawerProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        onExitTransitionEnd={onExited}
        position="right"
        size={phone ? '100%' : DRAWER_WIDTH}
        title={title}
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
        closeButtonProps={{ 'aria-label': closeLabel }}
      >
        {children}
      </Drawer>
      <LeavePageGuard when={opened && dirty} isLeaving={isLeaving} onStay={onStay} />
    </>
  );
}
