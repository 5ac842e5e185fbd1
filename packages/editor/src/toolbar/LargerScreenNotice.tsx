import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { DocumentSource, EditorServices } from '../services.ts';
import { IconBack, IconDesktop, IconExternal } from '../ui/icons.tsx';
import { openPreview } from './open-preview.ts';

/** The narrowest window the designer is laid out for: canvas, both panels and the toolbar. */
export const DESIGNER_MIN_WIDTH = 1024;

const QUERY = `(max-width: ${DESIGNER_MIN_WIDTH - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True while the window is narrower than the designer needs (it follows resizes and rotation). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/**
 * Shown instead of the designer on a window narrower than 1024 px, where its panels and canvas
 * cannot be laid out: what is needed, the way back, and the preview (which works anywhere).
 * Widening the window brings the designer back with nothing lost.
 */
export function LargerScreenNotice({
  source,
  services,
}: {
  source: DocumentSource;
  services: EditorServices;
}) {
  return (
    <Center h="100%" p="lg" data-testid="designer-needs-larger-screen">
      <Stack align="center" ta="center" gap="md" maw={440}>
        <IconDesktop size={48} color="#64748b" />
        <Title order={1} size="h3">
          The designer needs a larger screen
        </Title>
        <Text c="dimmed">
          Designing “{source.title}” needs a window at least {DESIGNER_MIN_WIDTH.toLocaleString('en-US')}{' '}
          pixels wide, with room for the page and its tools. Open it on a laptop or desktop computer, or widen
          this window.
        </Text>
        <Group justify="center">
          <Button variant="default" leftSection={<IconBack size={16} />} onClick={() => services.exit()}>
            Back
          </Button>
          {source.previewUrl ? (
            <Button
              leftSection={<IconExternal size={16} />}
              onClick={() => void openPreview(source, services.notify)}
            >
              Preview the page
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Center>
  );
}
