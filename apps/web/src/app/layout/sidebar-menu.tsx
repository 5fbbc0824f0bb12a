import { Box, NavLink, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { entryMatches, type MenuEntry, type MenuGroup } from '../navigation/build-menu';
import { MenuIcon } from '../navigation/menu-icons';
import { entryLabel, groupLabel } from '../navigation/menu-label';

/** A little over the accordion's opening animation (Mantine's Collapse, 200 ms). */
const GROUP_OPENING_MS = 250;

function RedDot({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="span"
      display="inline-flex"
      ml={inline ? 8 : 0}
      style={inline ? { verticalAlign: 'middle' } : undefined}
    >
      <Box component="span" w={8} h={8} bg="red.6" style={{ borderRadius: '50%' }} data-testid="red-dot" />
      <VisuallyHidden>{t('navigation.newDot')}</VisuallyHidden>
    </Box>
  );
}

function Lock() {
  const { t } = useTranslation('shell');
  return (
    <Tooltip label={t('navigation.locked')} withArrow position="right">
      <Box component="span" display="inline-flex" c="dimmed" aria-label={t('navigation.locked')} role="img">
        <IconLock size={14} />
      </Box>
    </Tooltip>
  );
}

interface EntryLinkProps {
  entry: MenuEntry;
  label: string;
  active: boolean;
  icon?: React.ReactNode;
  onNavigate?: () => void;
  /** Set when the entry stands for its whole menu (a group of one). */
  menu?: string;
}

function EntryLink({ entry, label, active, icon, onNavigate, menu }: EntryLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  // The current screen's entry may sit below the fold of a long menu (Billing, last of all): bring it into view
  // once its group has finished opening, or the scroll would aim at where the still-closed group ends. Once more a
  // little later, for a busy device whose opening outlasts the animation's nominal time ('nearest' does not move
  // an entry already in view).
  useEffect(() => {
    if (!active) return;
    const timers = [GROUP_OPENING_MS, 4 * GROUP_OPENING_MS].map((delay) =>
      window.setTimeout(() => ref.current?.scrollIntoView({ block: 'nearest' }), delay),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [active]);
  // Stable hooks for tests and support: the permission key, whatever the language.
  const data = { 'data-entry': entry.key, 'data-menu': menu, 'data-locked': entry.locked || undefined };
  const right = entry.locked ? <Lock /> : entry.redDot ? <RedDot /> : undefined;
  if (entry.locked) {
    // Locked entries stay visible (they advertise what the full edition has) but do not navigate.
    return (
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        rightSection={right}
        aria-disabled="true"
        {...data}
        c="dimmed"
        onClick={(event) => event.preventDefault()}
        style={{ cursor: 'not-allowed' }}
      />
    );
  }
  return (
    <NavLink
      ref={ref}
      component={Link}
      to={entry.path}
      label={label}
      leftSection={icon}
      rightSection={right}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      {...data}
      variant="light"
    />
  );
}

/** One entry = a direct link, more = an accordion; the entry matching the URL is highlighted. */
export function SidebarMenu({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const activeGroup = groups.find((group) => group.entries.some((entry) => entryMatches(entry, pathname)));
  const [openGroup, setOpenGroup] = useState<string | undefined>(activeGroup?.menu);
  const [lastActive, setLastActive] = useState(activeGroup?.menu);
  // Navigating elsewhere (a link in the page, the back button) opens the group of the new page, folding the others.
  // Not when the move comes from a page outside every group to a group of one: that is the home page's redirect to
  // the dashboard, landing just after sign-in while the person may already be opening a group of the menu.
  if (activeGroup?.menu !== lastActive) {
    setLastActive(activeGroup?.menu);
    const redirectedHome = lastActive === undefined && activeGroup?.entries.length === 1;
    if (activeGroup && !redirectedHome) setOpenGroup(activeGroup.menu);
  }

  return (
    <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {groups.map((group) => {
        const label = groupLabel(group, t);
        const icon = <MenuIcon menu={group.menu} />;
        const [only] = group.entries;
        if (group.entries.length === 1 && only) {
          return (
            <li key={group.menu}>
              <EntryLink
                entry={only}
                label={label}
                icon={icon}
                active={entryMatches(only, pathname)}
                onNavigate={onNavigate}
                menu={group.menu}
              />
            </li>
          );
        }
        const opened = openGroup === group.menu;
        return (
          <li key={group.menu}>
            <NavLink
              component="button"
              type="button"
              label={
                <>
                  {label}
                  {group.redDot && <RedDot inline />}
                </>
              }
              leftSection={icon}
              opened={opened}
              onChange={(next) => setOpenGroup(next ? group.menu : undefined)}
              childrenOffset={30}
              active={activeGroup?.menu === group.menu && !opened}
              variant="subtle"
              aria-expanded={opened}
              data-menu={group.menu}
            >
              {group.entries.map((entry) => (
                <EntryLink
                  key={entry.key}
                  entry={entry}
                  label={entryLabel(entry, t)}
                  active={entryMatches(entry, pathname)}
                  onNavigate={onNavigate}
                />
              ))}
            </NavLink>
          </li>
        );
      })}
    </Box>
  );
}
