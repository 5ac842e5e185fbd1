import { Avatar, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Profile } from '@tessera/api-contract';
import { Link } from 'react-router';
import { IconLogout, IconUser } from '../../ui/icons.tsx';
import { roleLabel } from '../../ui/roles.ts';
import { profilePath } from '../navigation.ts';
import { useSignOut } from '../useSignOut.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function UserMenu({ profile }: { profile: Profile | null }) {
  const { signOut, pending } = useSignOut();

  if (!profile) {
    return (
      <Button component={Link} to="/login" variant="light">
        Sign in
      </Button>
    );
  }

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${profile.name}`} style={{ borderRadius: 999 }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size={34} color="tessera">
              {initials(profile.name)}
            </Avatar>
            <Stack gap={0} visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                {profile.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {roleLabel[profile.role]}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{profile.email}</Menu.Label>
        <Menu.Item component={Link} to={profilePath[profile.role]} leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={signOut} disabled={pending}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
