/**
 * Promo codes (`[data-promo-code]`): the button copies its code and says so for two seconds.
 * Where the page may not use the clipboard (plain http) the button stays as it is.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-promo-code]')) {
  const label = button.textContent ?? '';
  button.addEventListener('click', () => {
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(button.dataset.promoCode ?? ''))
      .then(
        () => {
          button.textContent = button.dataset.copied || label;
          setTimeout(() => {
            button.textContent = label;
          }, 2000);
        },
        () => undefined,
      );
  });
}
