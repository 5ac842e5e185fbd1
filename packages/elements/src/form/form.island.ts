/**
 * Forms (`form[data-island="form"]`) and standalone fields. Every control with a name may carry
 * its rules text in `data-rules`; its error line is `#{id}-err`.
 * - A field (a control inside `.fld`) is checked when the visitor leaves it having typed something,
 *   and re-checked as they correct it. Standalone input/textarea/dropdown/checkbox elements get
 *   just this: they are not inside a form element, so this island never posts them; whatever
 *   collects them (an order page) reads them by name.
 * - Submitting a form checks every field (focus goes to the first invalid one), then posts
 *   `{ fields: { name: value }, meta: { hp, elapsed_ms } }` as JSON to the form's action
 *   (checkboxes as booleans), with the button disabled and aria-busy while the request runs.
 *   `meta` feeds the server's spam checks: the hidden field's value (`[data-hp]`, which people
 *   never see and bots fill) and the time since the page loaded. 200: the success text (`data-success`,
 *   else the server's) in the live region, or `data-redirect` when `data-after="redirect"`.
 *   422: the server's messages under their fields. Anything else: a general error.
 */
import { MESSAGES, normalizeValue, readOutcome, type SubmitOutcome, validateValue } from './form-logic.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const FIELD_SELECTOR = 'input[name]:not([data-hp]),select[name],textarea[name]';
const busy = new WeakSet<HTMLFormElement>();
/** When the page's scripts started: people need seconds to fill a form, bots do not. */
const loadedAt = Date.now();

/** Fields drawn by the form elements (`.fld`), not the inputs other islands own. */
function isControl(target: EventTarget | null): target is Control {
  return target instanceof Element && target.matches(FIELD_SELECTOR) && !!target.closest('.fld');
}

function fieldValue(control: Control): string | boolean {
  return control.type === 'checkbox'
    ? (control as HTMLInputElement).checked
    : normalizeValue(control.value, control.dataset.rules);
}

function show(control: Control, message: string | null | undefined): void {
  const line = document.getElementById(`${control.id}-err`);
  if (line) {
    line.textContent = message ?? '';
    line.hidden = !message;
  }
  if (message) {
    control.setAttribute('aria-invalid', 'true');
    if (line) control.setAttribute('aria-describedby', line.id);
  } else {
    control.removeAttribute('aria-invalid');
    if (line && control.getAttribute('aria-describedby') === line.id)
      control.removeAttribute('aria-describedby');
  }
}

function check(control: Control): boolean {
  const message = validateValue(fieldValue(control), control.dataset.rules);
  show(control, message);
  return !message;
}

/**
 * A form's fields are also its named properties and override its own ([LegacyOverrideBuiltIns]):
 * a field called "action", "reset" or "dataset" would hide them. The form is read through the
 * prototypes instead.
 */
const find = <T extends Element>(form: HTMLFormElement, selector: string): T[] =>
  [...Element.prototype.querySelectorAll.call(form, selector)] as T[];
const attribute = (form: HTMLFormElement, name: string) =>
  Element.prototype.getAttribute.call(form, name) ?? '';

function say(form: HTMLFormElement, text: string, state: 'success' | 'error'): void {
  const region = find<HTMLElement>(form, '[role=status]')[0];
  if (!region) return;
  region.textContent = text;
  region.dataset.state = state;
}

// Leaving a field: check it once something was typed (tabbing through empty fields is not an error).
document.addEventListener('focusout', (event) => {
  const target = event.target;
  if (
    isControl(target) &&
    target.type !== 'checkbox' &&
    (target.value || target.hasAttribute('aria-invalid'))
  )
    check(target);
});

// Correcting a field clears its message as soon as the value passes; a ticked box is checked at once.
const recheck = (event: Event) => {
  const target = event.target;
  if (isControl(target) && (target.hasAttribute('aria-invalid') || target.type === 'checkbox')) check(target);
};
document.addEventListener('input', recheck);
document.addEventListener('change', recheck);

document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || attribute(form, 'data-island') !== 'form') return;
  event.preventDefault();
  if (busy.has(form)) return;
  const controls = find<Control>(form, FIELD_SELECTOR);
  const invalid = controls.filter((control) => !check(control));
  if (invalid.length) {
    say(form, '', 'error');
    invalid[0]?.focus();
    return;
  }
  const fields: Record<string, string | boolean> = {};
  for (const control of controls) fields[control.name] = fieldValue(control);

  const button = find<HTMLButtonElement>(form, '[type=submit]')[0];
  const setBusy = (on: boolean) => {
    if (on) busy.add(form);
    else busy.delete(form);
    if (!button) return;
    button.disabled = on;
    if (on) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  };
  setBusy(true);
  let outcome: SubmitOutcome;
  try {
    const response = await fetch(attribute(form, 'action'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        fields,
        meta: {
          hp: find<HTMLInputElement>(form, 'input[data-hp]')[0]?.value ?? '',
          elapsed_ms: Date.now() - loadedAt,
        },
      }),
    });
    outcome = readOutcome(response.status, await response.json().catch(() => null));
  } catch {
    outcome = readOutcome(0, null);
  }
  setBusy(false);

  if (outcome.ok) {
    const redirect = attribute(form, 'data-redirect');
    if (attribute(form, 'data-after') === 'redirect' && redirect) {
      location.assign(redirect);
      return;
    }
    HTMLFormElement.prototype.reset.call(form);
    for (const control of controls) show(control, null);
    say(form, attribute(form, 'data-success') || outcome.message || MESSAGES.thanks, 'success');
    return;
  }
  let first: Control | undefined;
  for (const control of controls) {
    const message = outcome.errors[control.name];
    if (message) {
      show(control, message);
      first ??= control;
    }
  }
  say(form, outcome.message || (first ? '' : MESSAGES.general), 'error');
  first?.focus();
});
