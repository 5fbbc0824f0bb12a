import { type DiscountKey, discountTypeSchema } from '@backoffice/contracts/discounts';
import type { Location } from 'react-router';
import {
  leavesPanelEntry,
  panelAt,
  type PanelEntry,
  usePanelEntry,
} from '../../lib/navigation/use-panel-entry';

export type DiscountPanelState = { mode: 'create' } | { mode: 'edit'; discount: DiscountKey };

/** The Discount panel's history entry (`lib/navigation/use-panel-entry.ts`): creating, or editing one Discount. */
const discountPanelEntry: PanelEntry<DiscountPanelState> = {
  stateKey: 'discountPanel',
  parse: (value) => {
    const { mode, discount } = value as { mode?: unknown; discount?: Partial<DiscountKey> };
    if (mode === 'create') return { mode };
    if (
      mode === 'edit' &&
      typeof discount?.name === 'string' &&
      discountTypeSchema.safeParse(discount.type).success &&
      (discount.amount === null || typeof discount.amount === 'number')
    ) {
      return { mode, discount: discount as DiscountKey };
    }
    return null;
  },
};

export const panelOf = (location: Pick<Location, 'state'>) => panelAt(discountPanelEntry, location);
export const leavesPanel = (from: Location, to: Location) => leavesPanelEntry(discountPanelEntry, from, to);
export const useDiscountPanelEntry = () => usePanelEntry(discountPanelEntry);
