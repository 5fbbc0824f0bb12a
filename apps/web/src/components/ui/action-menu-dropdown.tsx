import { Menu } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

export interface ActionMenuItem {
  key: string;
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** A Mantine colour: `red` for a destructive action. */
  color?: string;
  leftSection?: ReactNode;
}

/** The part of ActionMenu that loads after the first paint (decision 0207). */
export function ActionMenuDropdown({
  target,
  items,
  initiallyOpen,
}: {
  target: ReactElement;
  items: ActionMenuItem[];
  initiallyOpen: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={initiallyOpen}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.key}
            disabled={item.disabled}
            color={item.color}
            leftSection={item.leftSection}
            onClick={item.onClick}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
