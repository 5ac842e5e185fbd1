import { Box, Group, Image, Stack } from '@mantine/core';

/**
 * A template's picture: its thumbnail when it has one, else a small drawing of a site, so list
 * rows and picker cards read at a glance.
 */
export function TemplateThumbnail({
  url,
  name,
  width = 96,
}: {
  url: string | null;
  name: string;
  width?: number;
}) {
  const height = Math.round(width * 0.66);
  if (url) {
    return (
      <Image
        src={url}
        alt={`${name} thumbnail`}
        w={width}
        h={height}
        radius="sm"
        fit="cover"
        style={{ border: '1px solid var(--mantine-color-gray-3)', flex: 'none' }}
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      w={width}
      h={height}
      p={Math.max(3, Math.round(width / 16))}
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 6,
        background: '#fff',
        flex: 'none',
      }}
    >
      <Stack gap={3} h="100%">
        <Box h="22%" style={{ background: 'var(--mantine-color-blue-5)', borderRadius: 3 }} />
        <Group gap={3} wrap="nowrap" style={{ flex: 1 }}>
          {[0, 1, 2].map((i) => (
            <Box
              key={i}
              h="100%"
              style={{ flex: 1, background: 'var(--mantine-color-gray-2)', borderRadius: 2 }}
            />
          ))}
        </Group>
        <Box h="12%" w="60%" style={{ background: 'var(--mantine-color-gray-3)', borderRadius: 2 }} />
      </Stack>
    </Box>
  );
}
