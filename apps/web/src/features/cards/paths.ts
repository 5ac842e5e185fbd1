import { useLocation } from 'react-router';

/** The query parameter that shows a card user's card as a preview (see UserCardScreen). */
export const CARD_PREVIEW_PARAM = 'preview';

/** Card screens live in two areas (SPEC §2): the agency area and the card-user area. */
export type CardArea = 'agency' | 'user';

export function cardPaths(area: CardArea) {
  const base = area === 'agency' ? '/agency/card' : '/user/card';
  return {
    list: area === 'agency' ? '/agency/cards' : '/user/cards',
    create: `${base}/create`,
    edit: (id: number) => `${base}/${id}`,
    preview: (id: number) =>
      area === 'agency' ? `/agency/card/${id}/preview` : `/user/card/${id}?${CARD_PREVIEW_PARAM}`,
  };
}

export function useCardArea(): CardArea {
  return useLocation().pathname.startsWith('/user/') ? 'user' : 'agency';
}
