import { useEffect } from 'react';
import { useLocation } from 'react-router';

const MAX_WAIT_FRAMES = 60;

/**
 * SPEC §2: scroll goes to the hash target, or to the top. Screens load lazily, so the target
 * may appear a few frames after the navigation; keep looking for about a second.
 */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path with the same hash is a new navigation
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
      if (++frame < MAX_WAIT_FRAMES) handle = requestAnimationFrame(tryScroll);
      else window.scrollTo(0, 0);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash]);
}
