import {
  Alert,
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FAVICON_ACCEPT } from '@tessera/api-contract';
import { useState } from 'react';
import { describeError } from '../../../api/errors.ts';
import { useRemoveFavicon, useUploadFavicon } from '../../../api/landings.ts';
import { useAppConfig } from '../../../app/appContext.tsx';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { PermissionGate } from '../../../ui/PermissionGate.tsx';
import { useSite } from '../siteContext.ts';

/** One way the icon is seen: a browser tab (small) or a phone's home screen (large, rounded). */
function IconPreview({
  src,
  size,
  label,
  radius,
}: {
  src: string;
  size: number;
  label: string;
  radius: number;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <Stack gap={6} align="center">
      <Box
        w={size}
        h={size}
        bg="gray.1"
        style={{ borderRadius: radius, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        {broken ? null : (
          <Image src={src} alt="" w={size} h={size} fit="contain" onError={() => setBroken(true)} />
        )}
      </Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * The site's icon (favicon), in site settings: upload a PNG, SVG or ICO (the server makes every
 * size and the `.ico`), see it as a tab and a home-screen icon, or go back to the white label's.
 */
export function FaviconSettings() {
  const site = useSite();
  const config = useAppConfig();
  const upload = useUploadFavicon(site.id);
  const remove = useRemoveFavicon(site.id);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const allowed = site.permissions.includes('manage_settings');
  const owner = config.whitelabel?.name ?? 'the platform';
  // The site answers its icon paths itself; the version makes the preview follow a new upload.
  const icon = (path: string) => `${site.subdomain_url}${path}?v=${encodeURIComponent(site.updated_at)}`;

  const choose = (file: File | null) => {
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      // A 422's message is the file's own (the only field); every other failure says its reason.
      onError: (e) => setError(describeError(e)),
    });
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="favicon-title">
      <Group justify="space-between" align="flex-start" mb={4}>
        <Title id="favicon-title" order={2} size="h4">
          Site icon
        </Title>
        {site.favicon_url ? (
          <Badge color="teal" variant="light">
            Your icon
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Default icon
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Shown in browser tabs, bookmarks and on phones' home screens, on every page of the site. Upload a
        square PNG, SVG or ICO file, ideally 512 × 512 pixels or larger; every size is made from it.
        {site.favicon_url ? '' : ` Until you upload one, the site shows ${owner}'s icon.`}
      </Text>
      <Group gap="xl" align="flex-end" mb="md" data-testid="favicon-previews">
        {/* Keyed on the address: a new icon gets a fresh try after the default one failed. */}
        <IconPreview
          key={icon('/_icons/favicon-32.png')}
          src={icon('/_icons/favicon-32.png')}
          size={32}
          radius={4}
          label="Browser tab"
        />
        <IconPreview
          key={icon('/_icons/apple-touch-icon.png')}
          src={icon('/_icons/apple-touch-icon.png')}
          size={72}
          radius={16}
          label="Home screen"
        />
      </Group>
      {error ? (
        <Alert
          color="red"
          variant="light"
          mb="md"
          title="The icon was not changed"
          data-testid="favicon-error"
        >
          {error}
        </Alert>
      ) : null}
      <Group gap="sm">
        <FileButton onChange={choose} accept={FAVICON_ACCEPT} disabled={!allowed || upload.isPending}>
          {(props) => (
            <PermissionGate allowed={allowed} permission="manage_settings">
              <Button {...props} loading={upload.isPending} data-testid="favicon-upload">
                {site.favicon_url ? 'Replace icon' : 'Upload icon'}
              </Button>
            </PermissionGate>
          )}
        </FileButton>
        {site.favicon_url ? (
          <PermissionGate allowed={allowed} permission="manage_settings">
            <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
              Use the default icon
            </Button>
          </PermissionGate>
        ) : null}
      </Group>
      <ConfirmModal
        opened={removing}
        title="Use the default icon?"
        confirmLabel="Use the default icon"
        loading={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setRemoving(false) })}
      >
        <Text size="sm">
          The site shows {owner}'s icon again. Your icon stays in the site's files, so you can upload it again
          later.
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
