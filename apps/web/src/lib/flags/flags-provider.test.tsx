import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectMapPayloadSchema } from '@backoffice/contracts/flags';
import { flagOff, flagOn, flagsResponse } from '../../test/flag-fixture';
import { renderWithProviders } from '../../test/render';
import { writeTokens } from '../session/token-store';
import { FlagsProvider } from './flags-provider';
import { flagPayload, useFlag, useFlags } from './flags-context';

function Probe() {
  const { source } = useFlags();
  const bundle = useFlag('bundle-report');
  const store = useFlag('online-store');
  const map = flagPayload(useFlag('redirect-map'), redirectMapPayloadSchema);
  return (
    <p>
      {source} bundle:{String(bundle.enabled)} store:{String(store.enabled)} map:{map?.['/settings/billing']}
    </p>
  );
}

function serve(response: Response | Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn().mockReturnValue(Promise.resolve(response)));
}

describe('FlagsProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  const signIn = () =>
    writeTokens({
      accessToken: 'a',
      refreshToken: 'r',
      accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
      authType: 'email',
    });

  it('uses the defaults until the flags arrive, then the server values', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    serve(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(
      <FlagsProvider enabled businessCategoryId={51}>
        <Probe />
      </FlagsProvider>,
    );
    expect(screen.getByText(/defaults bundle:false store:true map:\/v2\/settings\/billing/)).toBeTruthy();
    answer(
      new Response(JSON.stringify(flagsResponse({ 'bundle-report': flagOn, 'online-store': flagOff })), {
        status: 200,
      }),
    );
    await waitFor(() => expect(screen.getByText(/server bundle:true store:false/)).toBeTruthy());
  });

  it('keeps the defaults when the flag call fails', async () => {
    signIn();
    serve(new Response(JSON.stringify({ code: 'INTERNAL', message: 'x', errors: [] }), { status: 500 }));
    renderWithProviders(
      <FlagsProvider enabled businessCategoryId={12}>
        <Probe />
      </FlagsProvider>,
    );
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByText(/defaults bundle:false store:false/)).toBeTruthy();
  });
});
