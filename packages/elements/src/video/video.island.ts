/**
 * Video facades (`[data-video]`): a poster and a play button until the visitor asks, then the
 * player — the `data-embed` iframe (YouTube no-cookie, Vimeo) or a `<video>` for `data-src`
 * files with the element's loop / muted / controls flags. `data-autoplay` swaps at once (the
 * embed URL is muted then), except under prefers-reduced-motion, where the visitor starts it.
 */
function play(box: HTMLElement, byVisitor: boolean): void {
  const data = box.dataset;
  let player: HTMLIFrameElement | HTMLVideoElement;
  if (data.embed) {
    player = document.createElement('iframe');
    player.src = data.embed;
    player.title = data.title || 'Video player';
    player.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    player.allowFullscreen = true;
  } else if (data.src) {
    const video = document.createElement('video');
    video.src = data.src;
    video.autoplay = video.playsInline = true;
    video.muted = 'muted' in data;
    video.loop = 'loop' in data;
    video.controls = 'controls' in data;
    if (data.poster) video.poster = data.poster;
    // Without controls a click is the only way to pause.
    if (!video.controls) video.onclick = () => (video.paused ? video.play() : video.pause());
    player = video;
  } else return;
  player.className = 'vf-player';
  box.removeAttribute('data-video');
  box.replaceChildren(player);
  // The button that had focus is gone: focus follows to the player that replaced it.
  if (byVisitor) player.focus();
}

document.addEventListener('click', (event) => {
  const box = (event.target as Element).closest('.vf-play')?.closest<HTMLElement>('[data-video]');
  if (box) play(box, true);
});

if (!matchMedia('(prefers-reduced-motion: reduce)').matches)
  for (const box of document.querySelectorAll<HTMLElement>('[data-video][data-autoplay]')) play(box, false);
