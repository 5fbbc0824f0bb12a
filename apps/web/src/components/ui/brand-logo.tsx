import { Group, Text } from '@mantine/core';

/** The product mark (same drawing as the favicon) with the product name. */
export function BrandLogo({
  name,
  size = 32,
  inverted = false,
}: {
  name: string;
  size?: number;
  inverted?: boolean;
}) {
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect
          width="32"
          height="32"
          rx="7"
          fill={inverted ? '#fff' : 'var(--mantine-primary-color-filled)'}
        />
        <path
          d="M9 22V10h7.5a4 4 0 0 1 0 8H13v4z"
          fill={inverted ? 'var(--mantine-primary-color-filled)' : '#fff'}
        />
      </svg>
      <Text fw={700} fz={size * 0.55} c={inverted ? 'white' : undefined} style={{ letterSpacing: '-0.01em' }}>
        {name}
      </Text>
    </Group>
  );
}
