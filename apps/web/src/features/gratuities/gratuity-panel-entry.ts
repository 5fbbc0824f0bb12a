import type { Location } from 'react-router';
import { leavesPanelEntry, type PanelEntry, usePanelEntry } from '../../lib/navigation/use-panel-entry';

export type GratuityPanelState = { mode: 'create' } | { mode: 'edit'; id: number };

/** The Gratuity panel's history entry (`lib/navigation/use-panel-entry.ts`): creating, or editing one Gratuity. */
const gratuityPanelEntry: PanelEntry<GratuityPanelState> = {
  stateKey: 'gratuityPanel',
  parse: (value) => {
    const { mode, id } = value as { mode?: unknown; id?: unknown };
    if (mode === 'create') return { mode };
    if (mode === 'edit' && typeof id === 'number' && Number.isInteger(id) && id > 0) return { mode, id };
    return null;
  },
};

export const leavesPanel = (from: Location, to: Location) => leavesPanelEntry(gratuityPanelEntry, from, to);
export const useGratuityPanelEntry = () => usePanelEntry(gratuityPanelEntry);
