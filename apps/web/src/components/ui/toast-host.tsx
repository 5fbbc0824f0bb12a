import { Notifications } from '@mantine/notifications';

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
