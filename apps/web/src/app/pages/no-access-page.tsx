import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

export function NoAccessPage() {
  const { t } = useTranslation('shell');
  return <EmptyState title={t('pages.noAccessTitle')} description={t('pages.noAccess')} />;
}
