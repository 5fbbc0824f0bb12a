import { Stack, Text, Title } from '@mantine/core';

export function PageHeader({ title, section }: { title: string; section?: string }) {
  return (
    <Stack gap={2} mb="lg">
      {section && (
        <Text size="xs" tt="uppercase" fw={600} c="dimmed" style={{ letterSpacing: '0.06em' }}>
          {section}
        </Text>
      )}
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
    </Stack>
  );
}
