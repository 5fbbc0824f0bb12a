import type { Location } from 'react-router';
import { leavesPanelEntry, type PanelEntry, usePanelEntry } from '../../lib/navigation/use-panel-entry';

export type SalesTypePanelState = { mode: 'create' } | { mode: 'edit'; id: number };

/** The Sales type panel's history entry: creating, or editing one Sales type. */
const salesTypePanelEntry: PanelEntry<SalesTypePanelState> = {
  stateKey: 'salesTypePanel',
  parse: (value) => {
    const { mode, id } = value as { mode?: unknown; id?: unknown };
    if (mode === 'create') return { mode };
    if (mode === 'edit' && typeof id === 'number' && Number.isInteger(id) && id > 0) return { mode, id };
    return null;
  },
};

export const leavesSalesTypePanel = (from: Location, to: Location) =>
  leavesPanelEntry(salesTypePanelEntry, from, to);
export const useSalesTypePanelEntry = () => usePanelEntry(salesTypePanelEntry);
