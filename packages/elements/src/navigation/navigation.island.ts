/**
 * Navigation (`nav[data-nav]`): the mobile menu is a `<details>` disclosure that works without
 * script. This adds what a menu is expected to do besides: Escape closes it (focus back on the
 * menu button), so do a click outside it and a click on one of its links (an in-page anchor
 * would otherwise leave it open over the section it scrolled to); `aria-expanded` follows.
 */
const menus = [...document.querySelectorAll<HTMLDetailsElement>('nav[data-nav] > details')];

for (const menu of menus) {
  const button = menu.querySelector('summary');
  const sync = () => button?.setAttribute('aria-expanded', String(menu.open));
  sync();
  menu.addEventListener('toggle', sync);
  menu.nextElementSibling?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.open = false;
  });
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const menu of menus) {
    if (!menu.open) continue;
    menu.open = false;
    if (menu.parentElement?.contains(document.activeElement)) menu.querySelector('summary')?.focus();
  }
});

document.addEventListener('click', (event) => {
  for (const menu of menus)
    if (menu.open && !menu.parentElement?.contains(event.target as Node)) menu.open = false;
});
