import { leavesPanelEntry, type PanelEntry, usePanelEntry } from '../../lib/navigation/use-panel-entry';
import type { Location } from 'react-router';

export type CategoryPanelState = { mode: 'create' } | { mode: 'edit'; id: number };

/** The Category panel's history entry: creating, or editing one Category. */
const categoryPanelEntry: PanelEntry<CategoryPanelState> = {
  stateKey: 'categoryPanel',
  parse: (value) => {
    const { mode, id } = value as { mode?: unknown; id?: unknown };
    if (mode === 'create') return { mode };
    if (mode === 'edit' && typeof id === 'number' && Number.isInteger(id) && id > 0) return { mode, id };
    return null;
  },
};

export const leavesCategoryPanel = (from: Location, to: Location) =>
  leavesPanelEntry(categoryPanelEntry, from, to);
export const useCategoryPanelEntry = () => usePanelEntry(categoryPanelEntry);
