import './theme/initial-styles';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { createAppRouter } from './router';
import { cssVariablesResolver, localizedTheme } from './theme/theme';

export function App() {
  const [router] = useState(createAppRouter);
  const { t } = useTranslation();
  const closeLabel = t('actions.close');
  const theme = useMemo(() => localizedTheme(closeLabel), [closeLabel]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  );
}
