import { type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, useId } from 'react';
import c from '../ui/controls.module.css';
import { IconChevronDown } from '../ui/icons.tsx';

/**
 * The settings panel's controls. A selection mounts a panel of fields at once, so these are
 * native elements with light markup (a Mantine input is a dozen components, hooks and measured
 * popovers); they carry the same labels, roles and keyboard behaviour users and tests rely on.
 */

export interface ShellProps {
  label?: ReactNode;
  /** Shown to assistive technology when there is no visible label. */
  ariaLabel?: string;
  description?: ReactNode;
  error?: string | null;
  required?: boolean;
}

/** Label, control, description and error, tied together by ids. */
export function FieldShell({
  id,
  label,
  description,
  error,
  required,
  children,
}: ShellProps & { id: string; children: ReactNode }) {
  return (
    <div className={c.field}>
      {label ? (
        <label htmlFor={id} className={c.label}>
          {label}
          {required ? (
            <span className={c.asterisk} aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
      ) : null}
      {children}
      {description ? (
        <div id={`${id}-d`} className={c.description}>
          {description}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-e`} className={c.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

function describedBy(id: string, props: ShellProps): string | undefined {
  const ids = [props.description ? `${id}-d` : '', props.error ? `${id}-e` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'size'>;

export function TextBox({
  label,
  ariaLabel,
  description,
  error,
  required,
  value,
  onValue,
  unit,
  small,
  ...rest
}: ShellProps &
  NativeInput & {
    value: string;
    onValue: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
    unit?: string | undefined;
    small?: boolean;
  }) {
  const id = useId();
  const shell = { label, description, error, required };
  const input = (
    <input
      {...rest}
      id={id}
      className={`${c.input} ${unit ? c.withUnit : ''} ${small ? c.small : ''}`}
      value={value}
      aria-label={ariaLabel}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, shell)}
      aria-required={required || undefined}
      onChange={(event) => onValue(event.currentTarget.value, event)}
    />
  );
  return (
    <FieldShell id={id} {...shell}>
      {unit ? (
        <div className={c.inputWrap}>
          {input}
          <span className={c.unit} aria-hidden="true">
            {unit}
          </span>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

export function TextAreaBox({
  label,
  ariaLabel,
  description,
  error,
  required,
  value,
  onValue,
  onBlur,
  code,
  placeholder,
}: ShellProps & {
  value: string;
  onValue: (value: string) => void;
  onBlur?: () => void;
  code?: boolean;
  placeholder?: string | undefined;
}) {
  const id = useId();
  const shell = { label, description, error, required };
  return (
    <FieldShell id={id} {...shell}>
      <textarea
        id={id}
        className={`${c.input} ${c.textarea} ${code ? c.code : ''}`}
        value={value}
        rows={code ? 8 : 2}
        placeholder={placeholder}
        spellCheck={code ? false : undefined}
        aria-label={ariaLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, shell)}
        onChange={(event) => onValue(event.currentTarget.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * A native select. `placeholder` adds an empty first choice (shown when nothing is chosen, and
 * picking it reports ''); without it a value outside the choices shows as the placeholder text.
 */
export function SelectBox({
  label,
  ariaLabel,
  description,
  error,
  required,
  value,
  choices,
  placeholder,
  onValue,
  disabled,
  small,
}: ShellProps & {
  value: string | null;
  choices: readonly Choice[];
  placeholder?: string;
  onValue: (value: string) => void;
  disabled?: boolean;
  small?: boolean;
}) {
  const id = useId();
  const shell = { label, description, error, required };
  const known = value !== null && choices.some((choice) => choice.value === value);
  return (
    <FieldShell id={id} {...shell}>
      <select
        id={id}
        className={`${c.input} ${c.select} ${small ? c.small : ''}`}
        value={known ? (value ?? '') : ''}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, shell)}
        onChange={(event) => onValue(event.currentTarget.value)}
      >
        {placeholder !== undefined || !known ? (
          <option value="" disabled={placeholder === undefined}>
            {placeholder ?? 'Choose…'}
          </option>
        ) : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** An on/off setting: a checkbox with the switch role, drawn as a switch. */
export function Toggle({
  label,
  description,
  checked,
  onValue,
  disabled,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onValue: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <label className={c.toggle} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={c.toggleInput}
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-d` : undefined}
        onChange={(event) => onValue(event.currentTarget.checked)}
      />
      <span className={c.track} aria-hidden="true" />
      <span className={c.toggleText}>
        <span>{label}</span>
        {description ? (
          <span id={`${id}-d`} className={c.description}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** One of a few choices, all visible: a radio group drawn as segments (arrow keys move). */
export function Segmented({
  label,
  value,
  choices,
  onValue,
  testId,
}: {
  /** Names the group for assistive technology. */
  label: string;
  value: string;
  choices: readonly Choice[];
  onValue: (value: string) => void;
  testId?: string;
}) {
  const name = useId();
  return (
    <div className={c.segments} role="radiogroup" aria-label={label} data-testid={testId}>
      {choices.map((choice) => (
        <label key={choice.value} className={c.segment}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onValue(choice.value)}
          />
          <span className={c.segmentLabel}>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * A labelled set of controls (a list, a link, an image field): a fieldset with its legend, so
 * assistive technology announces the set by the field's name.
 */
export function Fieldset({
  legend,
  children,
  className,
  ...rest
}: {
  legend: ReactNode;
  children: ReactNode;
  className?: string;
} & Omit<React.FieldsetHTMLAttributes<HTMLFieldSetElement>, 'className'>) {
  return (
    <fieldset {...rest} className={`${c.fieldset} ${className ?? ''}`}>
      <legend className={c.label}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Several values, each on or off (share networks, integrations). */
export function Chips({
  label,
  description,
  choices,
  value,
  onValue,
}: {
  label: string;
  description?: ReactNode;
  choices: readonly Choice[];
  value: readonly string[];
  onValue: (next: string[]) => void;
}) {
  const on = new Set(value);
  return (
    <Fieldset legend={label}>
      {description ? <div className={c.description}>{description}</div> : null}
      <div className={c.chips}>
        {choices.map((choice) => (
          <label key={choice.value} className={c.chip}>
            <input
              type="checkbox"
              checked={on.has(choice.value)}
              onChange={(event) => {
                const next = new Set(on);
                if (event.currentTarget.checked) next.add(choice.value);
                else next.delete(choice.value);
                // Kept in the order the choices are listed.
                onValue(choices.map((c) => c.value).filter((v) => next.has(v)));
              }}
            />
            <span className={c.chipLabel}>{choice.label}</span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}

type ButtonVariant = 'default' | 'light' | 'subtle' | 'danger';

export function PanelButton({
  variant = 'default',
  full,
  icon,
  className,
  children,
  ...rest
}: React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  full?: boolean;
  icon?: ReactNode;
}) {
  const look = variant === 'default' ? '' : c[variant];
  return (
    <button
      type="button"
      {...rest}
      className={`${c.button} ${look} ${full ? c.full : ''} ${className ?? ''}`}
    >
      {icon}
      {children}
    </button>
  );
}

/** A small square button with an icon; `label` is its accessible name and tooltip. */
export function IconAction({
  label,
  children,
  variant = 'subtle',
  ...rest
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { label: string; variant?: ButtonVariant }) {
  return (
    <PanelButton variant={variant} aria-label={label} title={label} className={c.iconButton} {...rest}>
      {children}
    </PanelButton>
  );
}

/**
 * A settings group: a heading with a disclosure button. The caller passes fields only while the
 * group is open, so a selection costs the open groups only, whatever a type declares.
 */
export function PanelGroup({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: (title: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={c.group}>
      <h3 className={c.groupHead}>
        <button
          type="button"
          className={c.groupButton}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => onToggle(title)}
        >
          {title}
          <IconChevronDown size={16} />
        </button>
      </h3>
      <div id={id} className={c.groupBody} hidden={!open}>
        {open ? <div className={c.stack}>{children}</div> : null}
      </div>
    </section>
  );
}

/** Enter in a one-line input commits it (blurs), as elsewhere in the app. */
export function blurOnEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Enter') event.currentTarget.blur();
}

export { c as controlClasses };
