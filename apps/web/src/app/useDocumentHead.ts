import type { WhitelabelPublic } from '@tessera/api-contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchRoute, routeTable } from './routes.ts';

/** The tab shows the screen and the white label's name, with the white label's favicon. */
export function useDocumentHead(whitelabel: WhitelabelPublic | null, override?: string) {
  const { pathname } = useLocation();
  const screen = override ?? matchRoute(pathname, routeTable)?.title ?? 'Page not found';
  const name = whitelabel?.name;

  useEffect(() => {
    document.title = name ? `${screen} · ${name}` : screen;
  }, [screen, name]);

  const favicon = whitelabel?.favicon ?? whitelabel?.logo ?? null;
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }, [favicon]);
}
