import { Notifications, notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Toasts close after 5000 ms, one at a time. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * No enter/exit animation: a toast fading out while the next fades in is two toasts on screen, and errors that come
 * in quick succession stacked up to three of them in Chromium.
 */
export function ToastHost() {
  return (
    <Notifications
      limit={1}
      autoClose={TOAST_AUTO_CLOSE_MS}
      transitionDuration={0}
      position="top-center"
      zIndex={1000}
    />
  );
}

export type ToastKind = 'success' | 'error' | 'info';

const look: Record<ToastKind, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCheck size={18} /> },
  error: { color: 'red', icon: <IconAlertCircle size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
};

/** A new toast replaces the one on screen rather than queueing behind it: the latest news is what matters. */
export function showToast({
  kind = 'info',
  message,
  title,
}: {
  kind?: ToastKind;
  message: ReactNode;
  title?: ReactNode;
}) {
  notifications.clean();
  notifications.show({ message, title, color: look[kind].color, icon: look[kind].icon, withBorder: true });
}
