import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/id';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ToastHost } from '../components/ui/toasts';
import { queryClient } from '../lib/query-client';
import { createAppRouter } from './router';
import { theme } from './theme/theme';

/** Mantine's date pickers follow the UI language; Indonesian weeks start on Monday. */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language === 'id' ? 'id' : 'en', firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <LocalizedDates>
          <ModalsProvider>
            <ToastHost />
            <RouterProvider router={router} />
          </ModalsProvider>
        </LocalizedDates>
      </MantineProvider>
    </QueryClientProvider>
  );
}
