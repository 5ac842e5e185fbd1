/**
 * Popups (SPEC §3/§9): `<dialog class="popup">` opened by a popup-type button
 * (`[data-popup="{popupId}"]`), after a delay (default 0), on exit intent or at a scroll depth.
 * Automatic triggers fire once per visit.
 */
const opened = new Set<string>();

function open(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal();
}

function openOnce(dialog: HTMLDialogElement): void {
  const key = `popup:${dialog.id}`;
  if (opened.has(dialog.id) || sessionStorage.getItem(key)) return;
  opened.add(dialog.id);
  sessionStorage.setItem(key, '1');
  open(dialog);
}

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const opener = target?.closest<HTMLElement>('[data-popup]');
  if (opener) {
    const dialog = document.getElementById(opener.dataset.popup ?? '');
    if (dialog instanceof HTMLDialogElement) {
      event.preventDefault();
      open(dialog);
    }
    return;
  }
  const dialog = target?.closest<HTMLDialogElement>('dialog.popup');
  if (!dialog) return;
  // A click on the dialog itself (not its box) is a click on the backdrop.
  if (
    target?.closest('[data-popup-close]') ||
    (target === dialog && dialog.hasAttribute('data-overlay-close'))
  )
    dialog.close();
});

for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog.popup')) {
  const trigger = dialog.dataset.trigger;
  if (trigger === 'delay') setTimeout(() => openOnce(dialog), Number(dialog.dataset.delay) || 0);
  else if (trigger === 'exit-intent') {
    document.addEventListener('mouseout', (event) => {
      if (!event.relatedTarget && event.clientY <= 0) openOnce(dialog);
    });
  } else if (trigger === 'scroll') {
    const percent = Number(dialog.dataset.scroll) || 50;
    const onScroll = () => {
      const depth = (scrollY + innerHeight) / document.documentElement.scrollHeight;
      if (depth * 100 >= percent) {
        removeEventListener('scroll', onScroll);
        openOnce(dialog);
      }
    };
    addEventListener('scroll', onScroll, { passive: true });
  }
}
