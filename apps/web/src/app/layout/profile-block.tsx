import type { Profile } from '@backoffice/contracts/profile';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../lib/session/sign-out';

export function initialsOf(fullName: string, email: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : (words[0] ?? email).slice(0, 2);
  return letters.toUpperCase();
}

export function ProfileBlock({ profile }: { profile: Profile }) {
  const { t } = useTranslation('shell');
  const [leaving, setLeaving] = useState(false);
  const name = profile.full_name.trim() || profile.email;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={profile.gravatar} alt="" color="brand" radius="xl" size={40}>
          {initialsOf(profile.full_name, profile.email)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate="end" title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" title={profile.email}>
            {profile.email}
          </Text>
        </div>
      </Group>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLogout size={14} />}
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void signOut();
        }}
      >
        {t('profile.signOut')}
      </Button>
    </Stack>
  );
}
