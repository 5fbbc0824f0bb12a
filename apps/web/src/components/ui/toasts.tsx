import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

const look: Record<ToastKind, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCheck size={18} /> },
  error: { color: 'red', icon: <IconAlertCircle size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
};

/**
 * A new toast replaces the one on screen rather than queueing behind it: the latest news is what matters. It goes
 * through the notifications store: one raised before the host has loaded (toast-host.tsx loads after the shell's
 * first paint, decision 0186) waits there and shows when the host arrives.
 */
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
