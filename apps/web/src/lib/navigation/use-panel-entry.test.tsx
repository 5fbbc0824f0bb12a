import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { type PanelEntry, usePanelEntry } from './use-panel-entry';

const entry: PanelEntry<{ mode: 'create' }> = {
  stateKey: 'testPanel',
  parse: (value) => ((value as { mode?: unknown }).mode === 'create' ? { mode: 'create' } : null),
};

/** A page whose panel's Cancel stays on screen after closing, as a drawer's content does while it slides away. */
function Page() {
  const { panel, open, close } = usePanelEntry(entry);
  return (
    <>
      <p>{panel ? 'Panel open' : 'Panel closed'}</p>
      <button type="button" onClick={() => open({ mode: 'create' })}>
        Open
      </button>
      <button type="button" onClick={close}>
        Cancel
      </button>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <Link to="/list">To the list</Link> },
      { path: '/list', element: <Page /> },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePanelEntry', () => {
  it('opens the panel as a history entry on the same address, and closing goes back to the page', async () => {
    const router = setup();
    await act(async () => fireEvent.click(screen.getByText('To the list')));
    await act(async () => fireEvent.click(screen.getByText('Open')));
    expect(screen.getByText('Panel open')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/list');
    await act(async () => fireEvent.click(screen.getByText('Cancel')));
    expect(screen.getByText('Panel closed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('goes back once for a double click, even when the first Back has landed before the second click', async () => {
    const router = setup();
    await act(async () => fireEvent.click(screen.getByText('To the list')));
    await act(async () => fireEvent.click(screen.getByText('Open')));
    // Both clicks before the Back lands…
    await act(async () => {
      fireEvent.click(screen.getByText('Cancel'));
      fireEvent.click(screen.getByText('Cancel'));
    });
    expect(router.state.location.pathname).toBe('/list');
    // …and the second one after it (a slow machine): the panel is already closed, nothing more to go back from.
    await act(async () => fireEvent.click(screen.getByText('Open')));
    await act(async () => fireEvent.click(screen.getByText('Cancel')));
    expect(screen.getByText('Panel closed')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('Cancel')));
    expect(router.state.location.pathname).toBe('/list');
    expect(screen.getByText('Panel closed')).toBeTruthy();
  });
});
