import { Center, Group, Loader, Text } from '@mantine/core';
import { ErrorState } from './error-state';

interface LoadMoreFooterProps {
  /** The next page is on its way. */
  loading: boolean;
  /** The last attempt at the next page failed: the rows stay, and Retry asks again. */
  failed: boolean;
  loadingLabel: string;
  errorTitle: string;
  errorMessage?: string;
  onRetry: () => void;
}

/**
 * What an infinitely scrolled list shows under its rows (with `useLoadMore`'s sentinel above it): a spinner while
 * the next page loads, or the compact error with Retry when it failed, so a scroll that fails loses nothing.
 */
export function LoadMoreFooter({
  loading,
  failed,
  loadingLabel,
  errorTitle,
  errorMessage,
  onRetry,
}: LoadMoreFooterProps) {
  if (failed)
    return (
      <ErrorState compact title={errorTitle} message={errorMessage} onRetry={onRetry} retrying={loading} />
    );
  if (!loading) return null;
  return (
    <Center py="md" aria-live="polite">
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {loadingLabel}
        </Text>
      </Group>
    </Center>
  );
}
