import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown from a successful sign-in until the next screen replaces the page: its code may still be downloading. */
export function OpeningNote() {
  const { t } = useTranslation('auth');
  return (
    <Text role="status" size="sm" c="dimmed" ta="center">
      {t('opening')}
    </Text>
  );
}
