import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { profileKeys } from '../../../lib/session/get-profile';
import { makeOutlet, outletsPage } from '../../../test/outlet-fixture';
import { makeProfile } from '../../../test/profile-fixture';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { SalesReportPage } from './sales-report-page';

/** The report page with a stubbed reporting endpoint, for the tests of each report (as sales-report-page.test.tsx). */
export interface GraphqlCall {
  query: string;
  variables: Record<string, unknown>;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The reporting endpoint answers `current` for every report request; the calls are recorded. */
export function stubReport(current: unknown): GraphqlCall[] {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/businesses/outlets')) {
        return json(200, outletsPage([makeOutlet({ id: 1, name: 'Kemang' })]));
      }
      if (String(url).includes('/reporting-revamp/graphql')) {
        calls.push(JSON.parse(String(init?.body)) as GraphqlCall);
        return json(200, { data: { current } });
      }
      throw new Error(`unexpected call ${String(url)}`);
    }),
  );
  return calls;
}

export function renderReport(url: string) {
  const client = createTestQueryClient();
  client.setQueryData(
    profileKeys.all,
    makeProfile({
      outlet_ids: [1, 2],
      outlets: [makeOutlet({ id: 1, name: 'Kemang' }), makeOutlet({ id: 2, name: 'Renon' })],
    }),
  );
  const router = createMemoryRouter([{ path: '/v2/reports/sales/:report', element: <SalesReportPage /> }], {
    initialEntries: [url],
  });
  renderWithProviders(<RouterProvider router={router} />, { client });
  return router;
}

/** The rows' texts of a table (the first, or the one named), header first and the total last. */
export function rowTexts(name?: string): string[] {
  const table = name ? screen.getByRole('table', { name }) : screen.getAllByRole('table')[0]!;
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent ?? '');
}

export function headers(name?: string): string[] {
  const table = name ? screen.getByRole('table', { name }) : screen.getAllByRole('table')[0]!;
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
}
