import { cloneElement, type ReactElement, useState } from 'react';
import type { ActionMenuItem } from './action-menu-dropdown';
import { onDemand, useOnDemand } from './on-demand-part';

export type { ActionMenuItem };

export interface ActionMenuProps {
  /** The button that opens the menu (a Mantine Button or ActionIcon). */
  target: ReactElement<{ onClick?: () => void }>;
  items: ActionMenuItem[];
}

const dropdownPart = onDemand(() => import('./action-menu-dropdown'));

/**
 * A button with a menu of actions (Create ▾, Export ▾, a row's ⋮). Mantine's Menu (about 6 KB gzip) is not in the
 * first load of the screens using it: it loads after their first paint (decision 0207). A click before it has
 * arrived is remembered, and the menu opens as soon as it has.
 */
export function ActionMenu({ target, items }: ActionMenuProps) {
  const { module } = useOnDemand(dropdownPart);
  const [asked, setAsked] = useState(false);
  if (!module) {
    return cloneElement(target, {
      onClick: () => setAsked(true),
      'aria-haspopup': 'menu',
      'aria-expanded': false,
    } as Record<string, unknown>);
  }
  return <module.ActionMenuDropdown target={target} items={items} initiallyOpen={asked} />;
}
