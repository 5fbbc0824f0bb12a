import type { Location } from 'react-router';
import { leavesPanelEntry, type PanelEntry, usePanelEntry } from '../../lib/navigation/use-panel-entry';

export type PromoPanelState = { mode: 'create' } | { mode: 'edit'; id: number };

/** The promotion panel's history entry (`lib/navigation/use-panel-entry.ts`): creating, or editing one. */
const promoPanelEntry: PanelEntry<PromoPanelState> = {
  stateKey: 'promoPanel',
  parse: (value) => {
    const { mode, id } = value as { mode?: unknown; id?: unknown };
    if (mode === 'create') return { mode };
    if (mode === 'edit' && typeof id === 'number' && Number.isInteger(id) && id > 0) return { mode, id };
    return null;
  },
};

export const leavesPromoPanel = (from: Location, to: Location) => leavesPanelEntry(promoPanelEntry, from, to);
export const usePromoPanelEntry = () => usePanelEntry(promoPanelEntry);
