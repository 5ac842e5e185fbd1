/**
 * Google reviews slider (`[data-gr]`): the cards are a CSS scroll-snap track that scrolls without
 * script. This shows the arrows (when the track overflows) and runs autoplay when the options ask
 * for it. Autoplay never runs for visitors who prefer reduced motion, pauses while the slider is
 * hovered or focused or the tab is hidden, and stops for good once the visitor takes over.
 */
const still = matchMedia('(prefers-reduced-motion: reduce)').matches;

for (const root of document.querySelectorAll<HTMLElement>('[data-gr]')) {
  const track = root.querySelector<HTMLElement>('ul');
  if (!track) continue;
  const data = root.dataset;
  let paused = false;
  let stopped = false;

  const step = (direction: number) => {
    const card = track.firstElementChild as HTMLElement | null;
    const width =
      (card?.offsetWidth ?? track.clientWidth) + (Number.parseFloat(getComputedStyle(track).columnGap) || 0);
    const end = track.scrollWidth - track.clientWidth;
    let left = track.scrollLeft + direction * width;
    if (data.loop !== undefined) {
      // Past either end, go round to the other one.
      if (track.scrollLeft >= end - 2 && direction > 0) left = 0;
      else if (track.scrollLeft <= 2 && direction < 0) left = end;
    }
    track.scrollTo({ left, behavior: still ? 'auto' : 'smooth' });
  };

  const arrows = root.querySelectorAll<HTMLElement>('[data-gr-prev],[data-gr-next]');
  const overflows = track.scrollWidth > track.clientWidth + 2;
  for (const arrow of arrows) {
    arrow.hidden = !overflows;
    arrow.addEventListener('click', () => {
      stopped = true;
      step(arrow.hasAttribute('data-gr-next') ? 1 : -1);
    });
  }

  const every = Number(data.autoplay);
  if (every > 0 && !still && overflows) {
    const hold = (value: boolean) => () => {
      paused = value;
    };
    if (data.pause !== undefined) {
      root.addEventListener('mouseenter', hold(true));
      root.addEventListener('mouseleave', hold(false));
    }
    root.addEventListener('focusin', hold(true));
    root.addEventListener('focusout', hold(false));
    track.addEventListener('pointerdown', () => {
      stopped = true;
    });
    const timer = setInterval(() => {
      if (stopped) clearInterval(timer);
      else if (!paused && !document.hidden) {
        if (data.loop === undefined && track.scrollLeft >= track.scrollWidth - track.clientWidth - 2)
          stopped = true;
        else step(1);
      }
    }, every);
  }
}
