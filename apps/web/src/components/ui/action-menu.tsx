import { cloneElement, type ReactElement, type ReactNode, useState } from 'react';
import { onDemand, useOnDemand } from './on-demand-part';

export interface ActionMenuItem {
  key: string;
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** A Mantine colour: `red` for a destructive action. */
  color?: string;
  leftSection?: ReactNode;
}

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
