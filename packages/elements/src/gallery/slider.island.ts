/**
 * Sliders (`[data-slider="{look}"]`, gallery types default / coverflow / creative / card) and the
 * lightbox (`a[data-lightbox="{group}"]` opening `dialog#{group}-lb`).
 * - The strip is CSS scroll-snap and works without this script; here it gains arrows, dots,
 *   the arrow / Home / End keys and the `is-active` slide the looks are drawn from. The card look
 *   is a deck: slides stack in place and move by index rather than by scrolling.
 * - Autoplay every `data-interval` ms, paused while hovered (`data-pause-hover`), while focus is
 *   inside, while the tab is hidden, by the pause button, and from the start under
 *   prefers-reduced-motion (the visitor can still start it).
 * - The lightbox shows the linked picture, or the `data-embed` player, with previous / next
 *   through the links of its group; closing it removes a playing video.
 */
import { autoplayNext, deckDepth, keyTarget, nearestIndex, stepIndex } from './slider-logic.ts';

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

function setUpSlider(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.sl-track');
  if (!track) return;
  const slides = [...track.children] as HTMLElement[];
  const count = slides.length;
  const data = root.dataset;
  const deck = data.slider === 'card';
  const loop = 'loop' in data;
  const interval = Number(data.interval) || 0;
  const dots = [...root.querySelectorAll<HTMLElement>('[data-sl-dot]')];
  const arrows = [...root.querySelectorAll<HTMLButtonElement>('[data-sl-step]')];
  const pauseButton = root.querySelector<HTMLElement>('[data-sl-pause]');
  let active = 0;
  let timer = 0;
  let hovered = false;
  let focused = false;
  let stopped = reducedMotion.matches;
  // While a scroll this script started is under way, scroll positions do not pick the active slide.
  let steeringUntil = 0;

  const mark = (index: number) => {
    active = index;
    slides.forEach((slide, i) => {
      slide.classList.toggle('is-active', i === index);
      if (deck) {
        const depth = deckDepth(i, index, count, loop);
        slide.style.setProperty('--d', String(Math.max(depth, 0)));
        slide.toggleAttribute('data-gone', depth < 0);
        slide.toggleAttribute('data-far', depth > 3);
        slide.inert = depth !== 0;
      }
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    for (const arrow of arrows)
      arrow.disabled = !loop && (arrow.dataset.slStep === '-1' ? index === 0 : index === count - 1);
  };

  const schedule = () => {
    clearTimeout(timer);
    if (!interval || stopped || hovered || focused || document.hidden) return;
    timer = window.setTimeout(() => {
      const next = autoplayNext(active, count, loop);
      if (next !== null) go(next);
    }, interval);
  };

  const go = (index: number) => {
    const slide = slides[index];
    if (!slide) return;
    if (!deck) {
      steeringUntil = Date.now() + 700;
      track.scrollTo({
        left: slide.offsetLeft - (track.clientWidth - slide.offsetWidth) / 2,
        behavior: reducedMotion.matches ? 'auto' : 'smooth',
      });
    }
    mark(index);
    schedule();
  };

  let frame = 0;
  track.addEventListener(
    'scroll',
    () => {
      if (deck) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (Date.now() < steeringUntil) return;
        const centre = track.scrollLeft + track.clientWidth / 2;
        const index = nearestIndex(
          slides.map((slide) => slide.offsetLeft + slide.offsetWidth / 2),
          centre,
        );
        if (index !== active) {
          mark(index);
          schedule();
        }
      });
    },
    { passive: true },
  );

  root.addEventListener('click', (event) => {
    const target = (event.target as Element).closest<HTMLElement>(
      '[data-sl-step],[data-sl-dot],[data-sl-pause]',
    );
    if (!target) return;
    const d = target.dataset;
    if (d.slStep) go(stepIndex(active, Number(d.slStep), count, loop));
    else if (d.slDot) go(Number(d.slDot));
    else {
      stopped = !stopped;
      target.setAttribute('aria-pressed', String(stopped));
      schedule();
    }
  });

  root.addEventListener('keydown', (event) => {
    if ((event.target as Element).closest('input,textarea,select,dialog')) return;
    const index = keyTarget(event.key, active, count, loop);
    if (index === null) return;
    event.preventDefault();
    go(index);
  });

  if (deck) {
    // The deck does not scroll, so a swipe is read from the pointer.
    let startX = 0;
    track.addEventListener('pointerdown', (event) => {
      startX = event.clientX;
    });
    track.addEventListener('pointerup', (event) => {
      const dx = event.clientX - startX;
      if (Math.abs(dx) > 40) go(stepIndex(active, dx < 0 ? 1 : -1, count, loop));
    });
  }

  if ('pauseHover' in data) {
    root.addEventListener('mouseenter', () => {
      hovered = true;
      schedule();
    });
    root.addEventListener('mouseleave', () => {
      hovered = false;
      schedule();
    });
  }
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    focused = root.contains(event.relatedTarget as Node | null);
    schedule();
  });
  document.addEventListener('visibilitychange', schedule);

  pauseButton?.setAttribute('aria-pressed', String(stopped));
  root.setAttribute('data-ready', '');
  mark(0);
  schedule();
}

for (const root of document.querySelectorAll<HTMLElement>('[data-slider]')) setUpSlider(root);

// Lightbox

let group: HTMLAnchorElement[] = [];
let shown = 0;

function show(dialog: HTMLDialogElement, index: number): void {
  const link = group[index];
  const figure = dialog.querySelector('figure');
  if (!link || !figure) return;
  shown = index;
  let media: HTMLElement;
  const embed = link.dataset.embed;
  if (embed) {
    const frame = document.createElement('iframe');
    frame.src = embed;
    frame.title = link.dataset.caption || 'Video player';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.allowFullscreen = true;
    media = frame;
  } else {
    const image = new Image();
    image.src = link.href;
    image.alt = link.querySelector('img')?.alt ?? '';
    media = image;
  }
  const caption = document.createElement('figcaption');
  caption.textContent = link.dataset.caption ?? '';
  figure.replaceChildren(media, ...(caption.textContent ? [caption] : []));
  for (const button of dialog.querySelectorAll<HTMLElement>('[data-lb-step]'))
    button.hidden = group.length < 2;
}

const step = (dialog: HTMLDialogElement, by: number) =>
  show(dialog, stepIndex(shown, by, group.length, true));

for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog.lb')) {
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    const stepper = target.closest<HTMLElement>('[data-lb-step]');
    if (stepper) step(dialog, Number(stepper.dataset.lbStep));
    // Anything but the picture, the player and the buttons is backdrop.
    else if (target.closest('[data-lb-close]') || target === dialog || target.tagName === 'FIGURE')
      dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
      step(dialog, event.key === 'ArrowRight' ? 1 : -1);
  });
  // A video keeps playing in a closed dialog unless its player goes.
  dialog.addEventListener('close', () => dialog.querySelector('figure')?.replaceChildren());
}

document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lightbox]');
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const name = link.dataset.lightbox ?? '';
  const dialog = document.getElementById(`${name}-lb`);
  if (!(dialog instanceof HTMLDialogElement)) return;
  event.preventDefault();
  group = [...document.querySelectorAll<HTMLAnchorElement>(`a[data-lightbox="${CSS.escape(name)}"]`)];
  show(dialog, Math.max(group.indexOf(link), 0));
  if (!dialog.open) dialog.showModal();
});
