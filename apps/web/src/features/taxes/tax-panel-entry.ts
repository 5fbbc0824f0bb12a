import type { Location } from 'react-router';
import { leavesPanelEntry, type PanelEntry, usePanelEntry } from '../../lib/navigation/use-panel-entry';

export type TaxPanelState = { mode: 'create' } | { mode: 'edit'; id: number };

/** The Tax panel's history entry (`lib/navigation/use-panel-entry.ts`): creating, or editing one Tax. */
const taxPanelEntry: PanelEntry<TaxPanelState> = {
  stateKey: 'taxPanel',
  parse: (value) => {
    const { mode, id } = value as { mode?: unknown; id?: unknown };
    if (mode === 'create') return { mode };
    if (mode === 'edit' && typeof id === 'number' && Number.isInteger(id) && id > 0) return { mode, id };
    return null;
  },
};

export const leavesPanel = (from: Location, to: Location) => leavesPanelEntry(taxPanelEntry, from, to);
export const useTaxPanelEntry = () => usePanelEntry(taxPanelEntry);
