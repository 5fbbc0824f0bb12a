import {
  IconApps,
  IconArmchair,
  IconBooks,
  IconBuildingStore,
  IconChartBar,
  IconCircleDot,
  IconCoin,
  IconCreditCard,
  IconDeviceDesktop,
  IconLayoutDashboard,
  IconPackages,
  IconSalad,
  IconSettings,
  IconUserCog,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

const icons: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  reports: IconChartBar,
  library: IconBooks,
  ingredient: IconSalad,
  inventory: IconPackages,
  customers: IconUsers,
  employees: IconUserCog,
  table_management: IconArmchair,
  payments: IconCreditCard,
  apps: IconApps,
  capital: IconCoin,
  customer_display: IconDeviceDesktop,
  online_channels: IconBuildingStore,
  account_settings: IconSettings,
};

export function MenuIcon({ menu, size = 18 }: { menu: string; size?: number }) {
  const Component = icons[menu] ?? IconCircleDot;
  return <Component size={size} stroke={1.7} aria-hidden="true" />;
}
