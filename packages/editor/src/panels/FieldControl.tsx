import { ColorPicker } from '@mantine/core';
import {
  FONT_FAMILIES,
  FORM_FIELD_PRESETS,
  type FormFieldPresetName,
  formFieldFromPreset,
  normalizeTextInput,
  THEME_FONT,
  validateField,
} from '@tessera/document';
import type { FieldDefinition, SelectOption, SelectValue } from '@tessera/elements';
import { memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { useEditor } from '../context.tsx';
import { conditionHolds, devicePatch, getAt, isResponsive, setIn, valueForDevice } from '../model/paths.ts';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '../ui/icons.tsx';
import {
  Chips,
  type Choice,
  controlClasses as c,
  Fieldset,
  IconAction,
  PanelButton,
  SelectBox,
  TextAreaBox,
  TextBox,
  Toggle,
} from './controls.tsx';
import { type FieldContext, joinPath } from './field-context.ts';
import { IconPicker } from './IconPicker.tsx';
import { ImageField } from './ImageField.tsx';
import { LinkField } from './LinkPicker.tsx';
import { isNumberText, normalizeNumber } from './number-input.ts';
import { ReferenceField } from './ReferenceField.tsx';
import { SpacingField } from './SpacingField.tsx';

/** A stable key for a declared field (declarations are static; the path names them). */
export function fieldKey(field: FieldDefinition, index: number): string {
  return `${field.kind}:${'path' in field ? field.path : field.label}:${index}`;
}

/** The part of the values a control reads: it re-renders only when that part changes. */
function readOf(field: FieldDefinition, values: unknown): unknown {
  switch (field.kind) {
    case 'richtext':
      return null;
    case 'custom':
      return field.panel === 'form-field-presets' ? getAt(values, 'fields') : null;
    default:
      return getAt(values, field.path);
  }
}

interface FieldProps {
  field: FieldDefinition;
  /** What the field's path is relative to: the node's options, or a list item. */
  values: unknown;
  ctx: FieldContext;
}

/**
 * Tree operations copy only the path to a change, so an untouched option keeps its identity:
 * comparing what the field reads (and whether it shows) skips every control an edit leaves alone.
 */
function sameField(a: FieldProps, b: FieldProps): boolean {
  return (
    a.field === b.field &&
    a.ctx === b.ctx &&
    Object.is(readOf(a.field, a.values), readOf(b.field, b.values)) &&
    conditionHolds(a.values, a.field.showWhen) === conditionHolds(b.values, b.field.showWhen)
  );
}

/** One control for one declared field; unknown kinds never reach users (the registry tests them). */
export const FieldControl = memo(function FieldControl({ field, values, ctx }: FieldProps) {
  if (!conditionHolds(values, field.showWhen)) return null;
  const value = readOf(field, values);
  switch (field.kind) {
    case 'text':
      return <TextField field={field} value={value} ctx={ctx} />;
    case 'code':
      return <CodeField field={field} value={value} ctx={ctx} />;
    case 'richtext':
      return <RichTextNote ctx={ctx} label={field.label} />;
    case 'number':
      return <NumberField field={field} value={value} ctx={ctx} />;
    case 'select':
      return <SelectField field={field} value={value} ctx={ctx} />;
    case 'multiselect':
      return (
        <Chips
          label={field.label}
          description={field.help}
          choices={choicesOf(field)}
          value={(Array.isArray(value) ? value : [])
            .map((v) => optionKey(field.options, v))
            .filter((k): k is string => k !== null)}
          onValue={(keys) =>
            ctx.write(
              field.path,
              keys.map((key) => field.options[Number(key)]?.value),
            )
          }
        />
      );
    case 'color':
      return (
        <ColorField
          label={field.label}
          path={field.path}
          value={value}
          ctx={ctx}
          help={field.help ? <span className={c.description}>{field.help}</span> : null}
        />
      );
    case 'toggle':
      return (
        <Toggle
          label={field.label}
          description={field.help}
          checked={value === true}
          onValue={(checked) => ctx.write(field.path, checked)}
        />
      );
    case 'image':
      return <ImageField field={field} value={value} ctx={ctx} />;
    case 'link':
      return <LinkField field={field} value={value} ctx={ctx} />;
    case 'font':
      return <FontField label={field.label} path={field.path} value={value} ctx={ctx} />;
    case 'icon':
      return (
        <IconPicker
          label={field.label}
          value={String(value ?? '')}
          onChange={(next) => ctx.write(field.path, next)}
        />
      );
    case 'date':
      return (
        <TextBox
          type={field.withTime ? 'datetime-local' : 'date'}
          label={field.label}
          description={field.help}
          value={String(value ?? '')}
          onValue={(next) => ctx.write(field.path, next)}
        />
      );
    case 'spacing':
      return <SpacingField field={field} value={value} ctx={ctx} />;
    case 'reference':
      return <ReferenceField field={field} value={value} ctx={ctx} />;
    case 'string-list':
      return <StringListField field={field} value={value} ctx={ctx} />;
    case 'list':
      return <ListField field={field} value={value} ctx={ctx} />;
    case 'custom':
      return <CustomPanel name={field.panel} label={field.label} help={field.help} value={value} ctx={ctx} />;
  }
}, sameField);

/** Refusals (a value the element's schema does not accept) are shown where the user typed. */
function report(outcome: { ok: boolean; message?: string }): string | null {
  return outcome.ok ? null : (outcome.message ?? 'This value cannot be used.');
}

function isRequiredRule(rules: string | undefined): boolean {
  return /(^|\|)required(\||$)/i.test(rules ?? '');
}

/** A text value the user is typing: kept locally so a refused keystroke never loses the text. */
function useDraft(value: string): [string, (next: string) => void, () => void] {
  const [draft, setDraft] = useState(value);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setDraft(value);
  }, [value]);
  return [
    draft,
    (next) => {
      focused.current = true;
      setDraft(next);
    },
    () => {
      focused.current = false;
      setDraft(value);
    },
  ];
}

type Kind<K extends FieldDefinition['kind']> = Extract<FieldDefinition, { kind: K }>;

function TextField({ field, value, ctx }: { field: Kind<'text'>; value: unknown; ctx: FieldContext }) {
  const [draft, setDraft, blur] = useDraft(String(value ?? ''));
  const [error, setError] = useState<string | null>(null);
  const change = (raw: string) => {
    // SPEC §5: whitespace is stripped as typed for email, customurl and subdomain rules.
    const next = normalizeTextInput(raw, field.rules);
    setDraft(next);
    const problem = validateField(next, field.rules);
    const refused = report(ctx.write(field.path, next, 'typing'));
    setError(problem ?? refused);
  };
  const onBlur = () => {
    blur();
    ctx.end();
  };
  const shell = {
    label: field.label,
    description: field.help,
    error,
    required: isRequiredRule(field.rules),
    placeholder: field.placeholder,
  };
  return field.multiline ? (
    <TextAreaBox {...shell} value={draft} onValue={change} onBlur={onBlur} />
  ) : (
    <TextBox {...shell} value={draft} onValue={change} onBlur={onBlur} />
  );
}

function CodeField({ field, value, ctx }: { field: Kind<'code'>; value: unknown; ctx: FieldContext }) {
  const [draft, setDraft, blur] = useDraft(String(value ?? ''));
  const [error, setError] = useState<string | null>(null);
  return (
    <TextAreaBox
      code
      label={field.label}
      description={
        field.help ?? 'Runs only on the published page, in a sandboxed frame; the editor shows a placeholder.'
      }
      value={draft}
      error={error}
      onValue={(next) => {
        setDraft(next);
        setError(report(ctx.write(field.path, next, 'typing')));
      }}
      onBlur={blur}
    />
  );
}

function RichTextNote({ ctx, label }: { ctx: FieldContext; label: string }) {
  const { engine } = useEditor();
  return (
    <div className={`${c.stack} ${c.tight}`}>
      <div className={c.label}>{label}</div>
      <p className={c.note}>Click the text on the page to write and format it.</p>
      <PanelButton
        variant="light"
        onClick={() => engine.setUi({ editingTextId: ctx.nodeId, selectedId: ctx.nodeId })}
      >
        Edit text on the page
      </PanelButton>
    </div>
  );
}

function NumberField({ field, value, ctx }: { field: Kind<'number'>; value: unknown; ctx: FieldContext }) {
  const stored = value;
  const responsive = field.responsive === true || isResponsive(stored);
  const shown = responsive ? valueForDevice(stored as never, ctx.device) : stored;
  const text = shown === null || shown === undefined ? '' : String(shown);
  const [draft, setDraft, blur] = useDraft(text);
  const [error, setError] = useState<string | null>(null);
  const ownValue =
    !responsive || ctx.device === 'desktop' || (isResponsive(stored) && stored[ctx.device] !== undefined);

  const write = (next: unknown, how: 'set' | 'typing') => {
    if (!responsive) return ctx.write(field.path, next, how);
    return ctx.write(field.path, devicePatch('', stored, ctx.device, next), how);
  };
  const commit = (raw: string, how: 'set' | 'typing') => {
    const normalized = normalizeNumber(raw, field);
    if (normalized === '') {
      // Blank means "not set" where the option allows it (SPEC §5 pixel input): '' or null;
      // otherwise the stored value stays and the field shows it again on blur.
      if (!write('', how).ok) write(null, how);
      setError(null);
      return;
    }
    setError(report(write(normalized, how)));
  };
  const step = field.step ?? 1;
  const nudge = (direction: 1 | -1) => {
    const current = Number.parseFloat(draft) || 0;
    const next = String(Math.round((current + direction * step) * 1000) / 1000);
    setDraft(next);
    commit(next, 'typing');
  };
  const deviceNote =
    responsive && ctx.device !== 'desktop'
      ? ownValue
        ? `Only on ${ctx.device}`
        : `Same as ${ctx.device === 'mobile' ? 'tablet/desktop' : 'desktop'}`
      : undefined;
  const input = (
    <TextBox
      label={field.label}
      description={[field.help, deviceNote].filter(Boolean).join(' · ') || undefined}
      value={draft}
      error={error}
      inputMode="decimal"
      unit={field.unit}
      data-field={field.path}
      onValue={(raw) => {
        setDraft(raw);
        if (isNumberText(raw)) commit(raw, 'typing');
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          nudge(event.key === 'ArrowUp' ? 1 : -1);
        } else if (event.key === 'Enter') commit(draft, 'set');
      }}
      onBlur={() => {
        commit(draft, 'set');
        blur();
      }}
    />
  );
  if (!responsive || ctx.device === 'desktop' || !ownValue) return input;
  // A value of this device's own can be dropped, so it follows the wider screens again.
  return (
    <div className={`${c.stack} ${c.tight}`}>
      {input}
      <PanelButton
        variant="subtle"
        onClick={() => {
          setError(null);
          ctx.write(field.path, { [ctx.device]: undefined });
        }}
      >
        Use the {ctx.device === 'mobile' ? 'wider screen' : 'desktop'} value on {ctx.device}
      </PanelButton>
    </div>
  );
}

/** Select choices of a declared field, made once per declaration (declarations are frozen). */
const choiceCache = new WeakMap<object, Choice[]>();
function choicesOf(field: { options: readonly SelectOption[] }): Choice[] {
  let choices = choiceCache.get(field);
  if (!choices) {
    // Values can be numbers, booleans or null: choices are keyed by position.
    choices = field.options.map((option, i) => ({ value: String(i), label: option.label }));
    choiceCache.set(field, choices);
  }
  return choices;
}

function optionKey(options: readonly { value: SelectValue }[], value: unknown): string | null {
  const index = options.findIndex((option) => Object.is(option.value, value));
  return index === -1 ? null : String(index);
}

function SelectField({ field, value, ctx }: { field: Kind<'select'>; value: unknown; ctx: FieldContext }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <SelectBox
      label={field.label}
      description={field.help}
      choices={choicesOf(field)}
      value={optionKey(field.options, value)}
      error={error}
      onValue={(key) => {
        const option = field.options[Number(key)];
        if (option) setError(report(ctx.write(field.path, option.value)));
      }}
    />
  );
}

const SWATCHES = [
  '#ffffff',
  '#f8fafc',
  '#0f172a',
  '#1f2937',
  '#2563eb',
  '#16a34a',
  '#dc2626',
  '#f59e0b',
  '#7c3aed',
  '#db2777',
];

/** A colour the text box may hold: empty (the default), or what the document's colour rule takes. */
const COLOR_TEXT = /^(?:#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla)\([0-9.,%\s/a-z+-]*\)|[a-zA-Z]{3,30})?$/;

/**
 * A colour: the value as text (typed, pasted), a swatch that opens the picker under it, and a
 * clear button. The picker is drawn only while open; dragging in it is one undo step (a
 * transaction from the first change to the release).
 */
export function ColorField({
  label,
  path,
  value,
  ctx,
  help,
}: {
  label: string;
  path: string;
  value: unknown;
  ctx: FieldContext;
  help?: ReactNode;
}) {
  const current = String(value ?? '');
  const [draft, setDraft, blur] = useDraft(current);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dragging = useRef(false);
  const typed = (raw: string, how: 'set' | 'typing') => {
    const next = raw.trim();
    if (!COLOR_TEXT.test(next)) {
      setError('Use a colour such as #1f2937 or rgb(31, 41, 55).');
      return;
    }
    setError(report(ctx.write(path, next, how)));
  };
  const picked = (next: string) => {
    setDraft(next);
    if (!dragging.current) {
      dragging.current = true;
      ctx.begin(`Change ${label.toLowerCase()}`);
    }
    ctx.write(path, next);
  };
  const released = (next: string) => {
    ctx.write(path, next);
    dragging.current = false;
    ctx.end();
  };
  return (
    <div className={`${c.stack} ${c.tight}`}>
      <div className={c.row}>
        <button
          type="button"
          className={c.swatch}
          style={{ '--swatch': current || 'transparent' } as React.CSSProperties}
          aria-label={open ? `Close the ${label.toLowerCase()} picker` : `Pick ${label.toLowerCase()}`}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <TextBox
            label={label}
            value={draft}
            placeholder="None"
            error={error}
            spellCheck={false}
            data-field={path}
            onValue={(raw) => {
              setDraft(raw);
              typed(raw, 'typing');
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') typed(draft, 'set');
            }}
            onBlur={() => {
              if (COLOR_TEXT.test(draft.trim())) typed(draft, 'set');
              blur();
              setError(null);
              ctx.end();
            }}
          />
        </div>
        {current ? (
          <IconAction
            label={`Clear ${label.toLowerCase()} (use the default)`}
            style={{ alignSelf: 'flex-end', marginBottom: 3 }}
            onClick={() => {
              ctx.write(path, '');
              setDraft('');
            }}
          >
            ×
          </IconAction>
        ) : null}
      </div>
      {open ? (
        <div className={c.pickerBox}>
          <ColorPicker
            format="hexa"
            value={/^#/.test(current) ? current : '#000000ff'}
            swatches={SWATCHES}
            swatchesPerRow={10}
            fullWidth
            onChange={picked}
            onChangeEnd={released}
            aria-label={`${label} picker`}
          />
          <PanelButton variant="subtle" onClick={() => setOpen(false)}>
            Done
          </PanelButton>
        </div>
      ) : null}
      {help}
    </div>
  );
}

const FONT_CHOICES: readonly Choice[] = [
  { value: THEME_FONT, label: 'Theme font' },
  ...FONT_FAMILIES.map((font) => ({ value: font.family, label: font.family })),
];

/** SPEC §9: the 22 font families; "Theme font" follows the page theme (SPEC §3). */
export function FontField({
  label,
  path,
  value,
  ctx,
}: {
  label: string;
  path: string;
  value: unknown;
  ctx: FieldContext;
}) {
  return (
    <SelectBox
      label={label}
      choices={FONT_CHOICES}
      value={typeof value === 'string' && value ? value : THEME_FONT}
      onValue={(next) => next && ctx.write(path, next)}
    />
  );
}

function StringListField({
  field,
  value,
  ctx,
}: {
  field: Kind<'string-list'>;
  value: unknown;
  ctx: FieldContext;
}) {
  const items = Array.isArray(value) ? value.map(String) : [];
  const max = field.max ?? 100;
  const write = (next: string[], how: 'set' | 'typing' = 'set') => ctx.write(field.path, next, how);
  return (
    <Fieldset legend={field.label} className={c.tight}>
      {items.length === 0 ? <p className={c.note}>No {field.itemLabel.toLowerCase()}s yet.</p> : null}
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: plain strings have no identity but their position.
        <div key={i} className={c.row}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <TextBox
              small
              ariaLabel={`${field.itemLabel} ${i + 1}`}
              value={item}
              onValue={(next) =>
                write(
                  items.map((v, j) => (j === i ? next : v)),
                  'typing',
                )
              }
            />
          </div>
          <IconAction
            variant="danger"
            label={`Remove ${field.itemLabel.toLowerCase()} ${i + 1}`}
            onClick={() => write(items.filter((_, j) => j !== i))}
          >
            <IconTrash size={16} />
          </IconAction>
        </div>
      ))}
      <PanelButton
        variant="light"
        icon={<IconPlus size={14} />}
        disabled={items.length >= max}
        onClick={() => write([...items, ''])}
      >
        Add {field.itemLabel.toLowerCase()}
      </PanelButton>
    </Fieldset>
  );
}

function ListField({ field, value, ctx }: { field: Kind<'list'>; value: unknown; ctx: FieldContext }) {
  const items: unknown[] = Array.isArray(value) ? value : [];
  const max = field.max ?? 100;
  const [open, setOpen] = useState<number | null>(null);
  const writeList = (next: unknown[], how: 'set' | 'typing' = 'set') => ctx.write(field.path, next, how);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const next = items.slice();
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    writeList(next);
    setOpen(to);
  };
  return (
    <Fieldset legend={`${field.label} (${items.length})`} className={c.tight}>
      {items.length === 0 ? <p className={c.note}>No {field.itemLabel.toLowerCase()}s yet.</p> : null}
      {items.map((item, i) => {
        const title = itemTitle(item, field.itemLabel, i);
        const itemCtx: FieldContext = {
          ...ctx,
          prefix: joinPath(ctx.prefix, `${field.path}.${i}`),
          write: (path, next, how) =>
            writeList(
              items.map((v, j) => (j === i ? setIn(v, path, next) : v)),
              how,
            ),
        };
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items carry no ids; moves re-key them on purpose.
          <div key={i} className={c.listItem}>
            <div className={c.listItemHead}>
              <button
                type="button"
                className={c.listItemTitle}
                onClick={() => setOpen(open === i ? null : i)}
                aria-expanded={open === i}
              >
                {title}
              </button>
              <IconAction label={`Move ${title} up`} onClick={() => move(i, i - 1)} disabled={i === 0}>
                <IconArrowUp size={14} />
              </IconAction>
              <IconAction
                label={`Move ${title} down`}
                onClick={() => move(i, i + 1)}
                disabled={i === items.length - 1}
              >
                <IconArrowDown size={14} />
              </IconAction>
              <IconAction
                variant="danger"
                label={`Remove ${title}`}
                onClick={() => writeList(items.filter((_, j) => j !== i))}
              >
                <IconTrash size={14} />
              </IconAction>
            </div>
            {open === i ? (
              <div className={c.listItemBody}>
                {field.item.map((itemField, k) => (
                  <FieldControl key={fieldKey(itemField, k)} field={itemField} values={item} ctx={itemCtx} />
                ))}
              </div>
            ) : null}
          </div>
        );
      })}
      <PanelButton
        variant="light"
        icon={<IconPlus size={14} />}
        disabled={items.length >= max}
        onClick={() => {
          writeList([...items, structuredClone(field.newItem)]);
          setOpen(items.length);
        }}
      >
        Add {field.itemLabel.toLowerCase()}
      </PanelButton>
    </Fieldset>
  );
}

function itemTitle(item: unknown, fallback: string, index: number): string {
  if (typeof item === 'object' && item !== null) {
    for (const key of ['label', 'Title', 'title', 'name', 'question', 'Text', 'text']) {
      const value = (item as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 40);
    }
  }
  return `${fallback} ${index + 1}`;
}

/** Hand-written panels for what data cannot describe. */
function CustomPanel({
  name,
  label,
  help,
  value,
  ctx,
}: {
  name: string;
  label: string;
  help?: string | undefined;
  value: unknown;
  ctx: FieldContext;
}) {
  if (name === 'form-field-presets')
    return <FormPresets label={label} help={help} fields={value} ctx={ctx} />;
  return <p className={c.note}>{label}</p>;
}

const PRESET_NAMES = Object.keys(FORM_FIELD_PRESETS) as FormFieldPresetName[];

function FormPresets({
  label,
  help,
  fields,
  ctx,
}: {
  label: string;
  help?: string | undefined;
  fields: unknown;
  ctx: FieldContext;
}) {
  const list: Array<{ name?: unknown }> = Array.isArray(fields) ? fields : [];
  const used = new Set(list.map((f) => f.name));
  return (
    <SelectBox
      label={label}
      description={help}
      placeholder="Pick a field to add"
      value={null}
      choices={PRESET_NAMES.map((preset) => ({
        value: preset,
        label: FORM_FIELD_PRESETS[preset].label,
        disabled: used.has(preset),
      }))}
      onValue={(preset) => {
        if (preset) ctx.write('fields', [...list, formFieldFromPreset(preset as FormFieldPresetName)]);
      }}
    />
  );
}
