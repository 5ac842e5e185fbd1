/**
 * Social sharing (`[data-share]`): the network links work without script; this shows and wires
 * the copy-link button (with a visible and a spoken confirmation) and, where the device has a
 * share sheet (`navigator.share`), the "more ways to share" button.
 */
function copyText(text: string): Promise<void> {
  // Inside `then`: where there is no clipboard API (plain http) the call throws rather than rejects.
  return Promise.resolve()
    .then(() => navigator.clipboard.writeText(text))
    .catch(() => {
      // The older selection-based copy.
      const field = document.createElement('textarea');
      field.value = text;
      field.style.position = 'fixed';
      field.style.opacity = '0';
      document.body.append(field);
      field.select();
      const copied = document.execCommand('copy');
      field.remove();
      if (!copied) throw new Error('copy refused');
    });
}

for (const box of document.querySelectorAll<HTMLElement>('[data-share]')) {
  const url = box.dataset.url || location.href;
  const title = box.dataset.title || document.title;
  const status = box.querySelector('[data-share-status]');
  const copy = box.querySelector<HTMLElement>('[data-share-copy]');
  const native = box.querySelector<HTMLElement>('[data-share-native]');
  let timer: ReturnType<typeof setTimeout> | undefined;

  const say = (words: string) => {
    if (status) status.textContent = words;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (status) status.textContent = '';
      copy?.removeAttribute('data-copied');
    }, 2500);
  };

  if (copy?.parentElement) {
    copy.parentElement.hidden = false;
    copy.addEventListener('click', () => {
      copyText(url).then(
        () => {
          copy.setAttribute('data-copied', '');
          say('Link copied');
        },
        () => say('Could not copy the link'),
      );
    });
  }
  if (native?.parentElement && typeof navigator.share === 'function') {
    native.parentElement.hidden = false;
    native.addEventListener('click', () => {
      // Closing the share sheet rejects: that is the visitor's choice, not an error.
      navigator.share({ url, title }).catch(() => undefined);
    });
  }
}
