import { Navigate } from 'react-router';
import { useShell } from '../layout/shell-context';
import { NoAccessPage } from './no-access-page';

/** docs/spec-notes.md, decided reading 3: /v2/ opens the dashboard, or the first screen the role may open. */
export function HomeRedirect() {
  const { home } = useShell();
  return home ? <Navigate to={home} replace /> : <NoAccessPage />;
}
