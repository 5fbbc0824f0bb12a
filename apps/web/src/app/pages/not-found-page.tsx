import { IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ShellNoticePage } from './shell-notice-page';

/** A path no screen answers to: said inside the shell, with the way home, instead of a silent jump home. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <ShellNoticePage
      title={t('pages.notFoundTitle')}
      message={t('pages.notFound')}
      icon={<IconMapOff size={22} />}
    />
  );
}
