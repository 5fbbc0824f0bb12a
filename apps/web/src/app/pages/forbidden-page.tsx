import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ShellNoticePage } from './shell-notice-page';

/**
 * A screen this user may not open (another role's, or not in their plan). A page rather than a toast: the
 * address stays what they typed or followed, and the reason stays on screen until they leave.
 */
export function ForbiddenPage() {
  const { t } = useTranslation('shell');
  return (
    <ShellNoticePage
      title={t('pages.forbiddenTitle')}
      message={t('pages.forbidden')}
      icon={<IconLock size={22} />}
      color="orange"
    />
  );
}
