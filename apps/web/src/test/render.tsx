import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../lib/i18n/i18n';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Mantine, i18n (English) and a fresh query cache: what every component of the app renders inside. */
export function TestProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={client ?? createTestQueryClient()}>
        <MantineProvider env="test">
          <DatesProvider settings={{ locale: 'en' }}>{children}</DatesProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { client?: QueryClient } = {},
) {
  const { client, ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => <TestProviders client={client}>{children}</TestProviders>,
    ...rest,
  });
}
