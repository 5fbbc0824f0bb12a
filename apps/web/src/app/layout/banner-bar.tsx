import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Tone = 'red' | 'brand' | 'orange';

/** One line of the top banner: icon, text and an optional action. */
export function Bar({
  tone,
  icon,
  text,
  action,
}: {
  tone: Tone;
  icon: ReactNode;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Group
      gap="sm"
      px="lg"
      py={10}
      wrap="nowrap"
      bg={`var(--mantine-color-${tone}-light)`}
      c={`var(--mantine-color-${tone}-light-color)`}
      style={{ borderBottom: `1px solid var(--mantine-color-${tone}-2)` }}
    >
      <Box display="inline-flex" aria-hidden="true">
        {icon}
      </Box>
      <Text size="sm" fw={500} style={{ flex: 1 }}>
        {text}
      </Text>
      {action}
    </Group>
  );
}
