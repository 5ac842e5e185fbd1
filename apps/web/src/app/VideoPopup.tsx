import { Anchor, AspectRatio, Modal, Stack, Text } from '@mantine/core';
import { closeVideo, useVideoUrl } from '../state/video.ts';
import { IconExternal } from '../ui/icons.tsx';
import { videoEmbed } from './video.ts';

/** SPEC §2 video popup: any screen calls `openVideo(url)`; one modal plays it. */
export function VideoPopup() {
  const url = useVideoUrl();
  const embed = url ? videoEmbed(url) : null;

  return (
    <Modal opened={url !== null} onClose={closeVideo} title="Video" size="xl" centered padding="md">
      {embed?.kind === 'youtube' || embed?.kind === 'vimeo' ? (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={embed.src}
            title="Video player"
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
          />
        </AspectRatio>
      ) : embed?.kind === 'file' ? (
        <AspectRatio ratio={16 / 9}>
          {/* biome-ignore lint/a11y/useMediaCaption: promo videos come without caption tracks */}
          <video src={embed.src} controls autoPlay style={{ borderRadius: 'var(--mantine-radius-md)' }} />
        </AspectRatio>
      ) : (
        <Stack gap="xs">
          <Text>This video cannot be played here.</Text>
          {embed ? (
            <Anchor href={embed.src} target="_blank" rel="noopener noreferrer" inline>
              Open the video in a new tab <IconExternal size={14} />
            </Anchor>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
