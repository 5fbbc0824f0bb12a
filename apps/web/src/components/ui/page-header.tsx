import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The menu section the screen belongs to, above its title ("Library"); the shell's own pages have none. */
  section?: string;
  title: string;
  /** The screen's main actions, on the title's right (a screen moves them below on a phone if it wants). */
  actions?: ReactNode;
}

/**
 * The top of every back-office screen: section, title (the page's one h1) and actions. The screen and its loading
 * skeleton both render it, so nothing moves when the screen takes over from the skeleton.
 */
export function PageHeader({ section, title, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={2}>
        {section && (
          <Text size="xs" tt="uppercase" fw={600} c="dimmed" style={{ letterSpacing: '0.06em' }}>
            {section}
          </Text>
        )}
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
      </Stack>
      {actions}
    </Group>
  );
}
