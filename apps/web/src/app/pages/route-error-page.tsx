import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/error-state';

/** Last resort for a render error: say so and offer a reload instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <ErrorState message={t('states.genericError')} onRetry={() => window.location.reload()} />
    </Center>
  );
}
