/**
 * Audio players (`[data-audio]`): the native `<audio controls>` works alone; here it gives way to
 * the themed play / seek / time row the element rendered hidden, and only one player on the page
 * plays at a time (native ones included). `data-autoplay` tries to start at once; browsers refuse
 * sound before the visitor interacts, and the player then simply waits.
 */
import { clockTime } from './audio-logic.ts';

// One player at a time: a starting player pauses every other one.
document.addEventListener(
  'play',
  (event) => {
    for (const other of document.querySelectorAll<HTMLMediaElement>('audio,video'))
      if (other !== event.target && !other.paused) other.pause();
  },
  true,
);

for (const box of document.querySelectorAll<HTMLElement>('[data-audio]')) {
  const audio = box.querySelector('audio');
  const ui = box.querySelector<HTMLElement>('.au-ui');
  const button = ui?.querySelector('button');
  const seek = ui?.querySelector('input');
  const time = ui?.querySelector('.au-time');
  if (!audio || !ui || !button || !seek || !time) continue;
  audio.controls = false;
  ui.hidden = false;

  const sync = () => {
    const duration = audio.duration;
    seek.value = String(duration ? (audio.currentTime / duration) * 1000 : 0);
    time.textContent = clockTime(audio.currentTime, duration);
  };
  const playing = (on: boolean) => () => {
    button.setAttribute('aria-pressed', String(on));
    box.toggleAttribute('data-playing', on);
  };
  audio.addEventListener('timeupdate', sync);
  audio.addEventListener('durationchange', sync);
  audio.addEventListener('play', playing(true));
  audio.addEventListener('pause', playing(false));
  button.addEventListener('click', () => {
    if (audio.paused) audio.play().catch(() => {});
    else audio.pause();
  });
  seek.addEventListener('input', () => {
    if (audio.duration) audio.currentTime = (Number(seek.value) / 1000) * audio.duration;
  });
  // Knowing the length lets the visitor seek before pressing play.
  seek.addEventListener('pointerdown', () => {
    if (audio.preload === 'none') audio.preload = 'metadata';
  });
  if ('autoplay' in box.dataset) audio.play().catch(() => {});
}
