import { Box, Center, Image } from '@mantine/core';
import { useState } from 'react';
import { IconBook } from '../../ui/icons.tsx';

/**
 * A course's picture at 16:9, or a book mark when it has none (or the picture fails to load).
 * Decorative: the course's title is always next to it.
 */
export function CourseThumbnail({ url, width }: { url: string | null; width?: number | string }) {
  const [failed, setFailed] = useState(false);
  // `overflow: hidden` lets the ratio win over a taller picture's own height.
  const style = { width: width ?? '100%', aspectRatio: '16 / 9', flexShrink: 0, overflow: 'hidden' };
  if (!url || failed) {
    return (
      <Center
        style={{ ...style, borderRadius: 'var(--mantine-radius-sm)' }}
        bg="var(--mantine-color-blue-light)"
        c="var(--mantine-color-blue-light-color)"
        aria-hidden
      >
        <IconBook size={typeof width === 'number' && width < 100 ? 18 : 32} />
      </Center>
    );
  }
  return (
    <Box style={style}>
      <Image
        src={url}
        alt=""
        h="100%"
        w="100%"
        fit="cover"
        radius="sm"
        loading="lazy"
        onError={() => setFailed(true)}
      />
    </Box>
  );
}
