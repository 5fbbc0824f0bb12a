import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  /** Defaults to the spec's 'Oops… Something went wrong.' */
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  compact?: boolean;
}

export function ErrorState({ title, message, onRetry, retrying, compact }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Center py={compact ? 'md' : 'xl'} role="alert">
      <Stack align="center" gap="xs" maw={420}>
        {!compact && (
          <ThemeIcon variant="light" color="red" size={44} radius="xl">
            <IconAlertTriangle size={24} />
          </ThemeIcon>
        )}
        <Text fw={600} ta="center">
          {title ?? t('states.errorTitle')}
        </Text>
        {message && (
          <Text size="sm" c="dimmed" ta="center">
            {message}
          </Text>
        )}
        {onRetry && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
            loading={retrying}
          >
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
