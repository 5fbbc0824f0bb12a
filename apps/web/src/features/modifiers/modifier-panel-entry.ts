import type { Location } from 'react-router';
import { leavesPanelEntry, type PanelEntry, usePanelEntry } from '../../lib/navigation/use-panel-entry';

export type ModifierPanelState = { mode: 'create' } | { mode: 'edit'; id: number };

/** The modifier panel's history entry (`lib/navigation/use-panel-entry.ts`): creating, or editing one set. */
const modifierPanelEntry: PanelEntry<ModifierPanelState> = {
  stateKey: 'modifierPanel',
  parse: (value) => {
    const { mode, id } = value as { mode?: unknown; id?: unknown };
    if (mode === 'create') return { mode };
    if (mode === 'edit' && typeof id === 'number' && Number.isInteger(id) && id > 0) return { mode, id };
    return null;
  },
};

export const leavesPanel = (from: Location, to: Location) => leavesPanelEntry(modifierPanelEntry, from, to);
export const useModifierPanelEntry = () => usePanelEntry(modifierPanelEntry);
