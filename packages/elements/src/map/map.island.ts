/**
 * Map (`[data-map]`): the server renders a static card; this swaps the map frame in when the
 * card comes near the viewport or its "Show map" button is pressed (focus then moves to the map).
 */
function load(box: HTMLElement, focus: boolean): void {
  const src = box.dataset.map;
  if (!src || box.hasAttribute('data-loaded')) return;
  box.setAttribute('data-loaded', '');
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = box.dataset.title || 'Map';
  frame.referrerPolicy = 'no-referrer-when-downgrade';
  frame.allowFullscreen = true;
  box.replaceChildren(frame);
  if (focus) frame.focus();
}

const observer =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            load(entry.target as HTMLElement, false);
          }
        },
        { rootMargin: '200px' },
      )
    : null;

for (const box of document.querySelectorAll<HTMLElement>('[data-map]')) {
  const button = box.querySelector<HTMLElement>('[data-map-show]');
  if (button) {
    button.hidden = false;
    button.addEventListener('click', () => load(box, true));
  }
  observer?.observe(box);
}
