import type { Location } from 'react-router';
import { leavesPanelEntry, type PanelEntry, usePanelEntry } from '../../lib/navigation/use-panel-entry';

export type BundlePanelState = { mode: 'create' } | { mode: 'edit'; id: number };

/** The bundle panel's history entry (`lib/navigation/use-panel-entry.ts`): creating, or editing one bundle. */
const bundlePanelEntry: PanelEntry<BundlePanelState> = {
  stateKey: 'bundlePanel',
  parse: (value) => {
    const { mode, id } = value as { mode?: unknown; id?: unknown };
    if (mode === 'create') return { mode };
    if (mode === 'edit' && typeof id === 'number' && Number.isInteger(id) && id > 0) return { mode, id };
    return null;
  },
};

export const leavesBundlePanel = (from: Location, to: Location) =>
  leavesPanelEntry(bundlePanelEntry, from, to);
export const useBundlePanelEntry = () => usePanelEntry(bundlePanelEntry);
