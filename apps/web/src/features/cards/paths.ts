import { useLocation } from 'react-router';

/** Card screens live in two areas (SPEC §2): the agency area and the card-user area. */
export type CardArea = 'agency' | 'user';

export function cardPaths(area: CardArea) {
  const base = area === 'agency' ? '/agency/card' : '/user/card';
  return {
    list: area === 'agency' ? '/agency/cards' : '/user/cards',
    create: `${base}/create`,
    edit: (id: number) => `${base}/${id}`,
    preview: (id: number) => (area === 'agency' ? `/agency/card/${id}/preview` : `/user/card/${id}`),
  };
}

export function useCardArea(): CardArea {
  return useLocation().pathname.startsWith('/user/') ? 'user' : 'agency';
}
