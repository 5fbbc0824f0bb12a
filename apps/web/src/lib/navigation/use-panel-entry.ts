import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';

/**
 * A side panel (a form drawer) as a history entry of its own on top of the page it opens over (same address), so
 * that the browser's Back closes it as it closes any full-screen view on a phone, and so that the leave-page guard
 * can ask first when the panel holds unsaved changes (decision 0021).
 *
 * `stateKey` names the panel in `history.state`; `parse` accepts what this screen put there and refuses anything
 * else (an older build's state, another screen's), which then counts as no panel.
 */
export interface PanelEntry<T> {
  stateKey: string;
  parse: (value: unknown) => T | null;
}

/** The panel a history entry holds, or null. */
export function panelAt<T>(entry: PanelEntry<T>, location: Pick<Location, 'state'>): T | null {
  const value: unknown = (location.state as Record<string, unknown> | null)?.[entry.stateKey];
  if (typeof value !== 'object' || value === null) return null;
  return entry.parse(value);
}

/** Going out of the panel's history entry: to another page, or Back to the page without it. */
export function leavesPanelEntry<T>(entry: PanelEntry<T>, from: Location, to: Location): boolean {
  return from.pathname !== to.pathname || from.search !== to.search || panelAt(entry, to) === null;
}

/**
 * The open panel of the current entry with `open` (pushes an entry holding it), `close` (goes back to the page)
 * and `stay` (the merchant chose to stay when the leave-page guard asked: closing may be asked for again).
 */
export function usePanelEntry<T>(entry: PanelEntry<T>) {
  const location = useLocation();
  const navigate = useNavigate();
  // One object per history entry (`entry` is a module constant), so a form drawer can tell a new panel from a
  // render of the same one.
  const { state: historyState } = location;
  const panel = useMemo(() => panelAt(entry, { state: historyState }), [entry, historyState]);
  const { pathname, search } = location;
  const { stateKey } = entry;
  const open = useCallback(
    (state: T) => void navigate({ pathname, search }, { state: { [stateKey]: state } }),
    [navigate, pathname, search, stateKey],
  );
  // The entry below the panel's is the page it was opened from: going back there is closing it. Going back is
  // asynchronous, so a second close before it lands (a double click, the saved panel's close re-run by a render)
  // would go back once more, off the screen: one Back at a time, until the location changes or the merchant
  // chose to stay when the leave-page guard asked.
  // And a close once the Back has landed (a drawer's Cancel still on screen while it slides away, clicked again on
  // a slow machine) finds no panel in the entry to close: going back then would leave the page itself.
  const goingBack = useRef(false);
  const hasPanel = useRef(panel !== null);
  useEffect(() => {
    goingBack.current = false;
    hasPanel.current = panel !== null;
  }, [location.key, panel]);
  const close = useCallback(() => {
    if (goingBack.current || !hasPanel.current) return;
    goingBack.current = true;
    void navigate(-1);
  }, [navigate]);
  const stay = useCallback(() => {
    goingBack.current = false;
  }, []);
  return { panel, open, close, stay };
}
