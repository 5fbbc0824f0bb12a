import { ModalsProvider } from '@mantine/modals';
import { ToastHost } from '../../components/ui/toast-host';

/**
 * The toast host and the modals manager: nothing on a screen's first paint needs them, so they load in a chunk of
 * their own after it (decision 0186). `showToast` and `modals.open…` stay synchronous: a toast raised earlier waits
 * in the notifications store, and the modals manager listens for the calls from anywhere in the page, so it sits
 * beside the layout rather than around it (the app uses no `useModals()` context).
 */
export default function AfterPaintHosts() {
  return (
    <>
      <ToastHost />
      <ModalsProvider />
    </>
  );
}
