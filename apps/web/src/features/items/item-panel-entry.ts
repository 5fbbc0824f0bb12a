import type { Location } from 'react-router';
import { leavesPanelEntry, type PanelEntry, usePanelEntry } from '../../lib/navigation/use-panel-entry';

export type ItemPanelState = { mode: 'create' } | { mode: 'edit'; id: number };

/** The item panel's history entry (`lib/navigation/use-panel-entry.ts`): creating, or editing one item. */
const itemPanelEntry: PanelEntry<ItemPanelState> = {
  stateKey: 'itemPanel',
  parse: (value) => {
    const { mode, id } = value as { mode?: unknown; id?: unknown };
    if (mode === 'create') return { mode };
    if (mode === 'edit' && typeof id === 'number' && Number.isInteger(id) && id > 0) return { mode, id };
    return null;
  },
};

export const leavesPanel = (from: Location, to: Location) => leavesPanelEntry(itemPanelEntry, from, to);
export const useItemPanelEntry = () => usePanelEntry(itemPanelEntry);
