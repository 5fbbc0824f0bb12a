import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileKeys } from '../../../lib/session/get-profile';
import { localDateIn } from '../../../lib/time/zoned-time';
import { outletsPage } from '../../../test/outlet-fixture';
import { makeProfile } from '../../../test/profile-fixture';
import { createTestQueryClient } from '../../../test/render';
import { preloadTransactions } from './preload-transactions';
import { callsTo, json, menteng, PATHS, renon, stubFetch } from './transactions-page-test-kit';

const OUTLETS = '/api/business-service/v4/businesses/outlets';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('opening the transactions screen', () => {
  it("starts the outlet filter's call with the list, and All Outlet names every outlet on the business's day", async () => {
    const fetchMock = stubFetch({ [OUTLETS]: () => json(200, outletsPage([menteng, renon])) });
    const client = createTestQueryClient();
    client.setQueryData(profileKeys.all, makeProfile({ outlets: [menteng, renon] }));
    preloadTransactions(client, 'success');
    await waitFor(() => expect(callsTo(fetchMock, PATHS.orders)).toHaveLength(1));
    expect(callsTo(fetchMock, OUTLETS)).toHaveLength(1);
    const sent = callsTo(fetchMock, PATHS.orders)[0]!.searchParams;
    expect(sent.getAll('outlet_ids')).toEqual(['11', '12']);
    // Today in Jakarta, the business's first outlet, whatever the browser's zone.
    expect(sent.get('start_time')).toBe(`${localDateIn(new Date(), 'Asia/Jakarta')}T00:00:00`);
  });
});
