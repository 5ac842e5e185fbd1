import { Button, Group, Modal, Text } from '@mantine/core';
import type { Profile, Promo } from '@tessera/api-contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { openVideo } from '../state/video.ts';
import { IconPlay } from '../ui/icons.tsx';
import { markPromoSeen, readSeenPromos, shouldShowPromo } from './promo.ts';
import { safeRedirectPath } from './redirect.ts';

/** SPEC §2 promo modal: the config's promo, once per user per promo id. */
export function PromoModal({ promo, profile }: { promo: Promo | null; profile: Profile | null }) {
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    if (!promo || !profile) return;
    if (!shouldShowPromo(promo, profile, readSeenPromos(localStorage, profile.id))) return;
    // Remembered as soon as it shows: "once" holds even if the tab is closed with it open.
    markPromoSeen(localStorage, profile.id, promo.id);
    setOpenId(promo.id);
  }, [promo, profile]);

  if (!promo || openId !== promo.id) return null;
  const close = () => setOpenId(null);
  const internal = safeRedirectPath(promo.cta_url);
  // Anything but an app path or a web address (say `javascript:`) gets no button.
  const external = !internal && promo.cta_url && /^https?:\/\//i.test(promo.cta_url) ? promo.cta_url : null;

  return (
    <Modal opened onClose={close} title={promo.title} centered size="lg">
      <Text style={{ whiteSpace: 'pre-line' }}>{promo.body}</Text>
      <Group justify="flex-end" mt="xl" gap="sm">
        {promo.video_url ? (
          <Button
            variant="light"
            leftSection={<IconPlay size={16} />}
            onClick={() => {
              close();
              openVideo(promo.video_url ?? '');
            }}
          >
            Watch the video
          </Button>
        ) : null}
        {promo.cta_label && (internal || external) ? (
          internal ? (
            <Button component={Link} to={internal} onClick={close}>
              {promo.cta_label}
            </Button>
          ) : (
            <Button
              component="a"
              href={external ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              {promo.cta_label}
            </Button>
          )
        ) : (
          <Button variant="default" onClick={close}>
            Close
          </Button>
        )}
      </Group>
    </Modal>
  );
}
