import type { FieldDefinition } from '@tessera/elements';
import { useEffect, useState } from 'react';
import { isResponsive, valueForDevice } from '../model/paths.ts';
import { controlClasses as c, Fieldset, PanelButton } from './controls.tsx';
import type { FieldContext } from './field-context.ts';
import { normalizeNumber } from './number-input.ts';

type Sides = { top: number; right: number; bottom: number; left: number };
const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const ZERO: Sides = { top: 0, right: 0, bottom: 0, left: 0 };

function asSides(value: unknown): Sides {
  if (typeof value !== 'object' || value === null) return ZERO;
  const v = value as Partial<Record<keyof Sides, unknown>>;
  const n = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
  return { top: n(v.top), right: n(v.right), bottom: n(v.bottom), left: n(v.left) };
}

/**
 * Padding or margin per device (document rule: tablet falls back to desktop, mobile to tablet).
 * Margin takes the SPEC §5 pixel integer mode (−300..300), padding the default mode (0..2000).
 */
export function SpacingField({
  field,
  value,
  ctx,
}: {
  field: Extract<FieldDefinition, { kind: 'spacing' }>;
  value: unknown;
  ctx: FieldContext;
}) {
  const device = ctx.device;
  const current = asSides(isResponsive(value) ? valueForDevice(value, device) : value);
  const own = device === 'desktop' || (isResponsive(value) && value[device] !== undefined);
  const mode = field.sides === 'margin' ? 'pixel-integer' : 'pixel';
  const [drafts, setDrafts] = useState<Record<keyof Sides, string>>(() => toText(current));
  const key = JSON.stringify(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised sides are the trigger.
  useEffect(() => setDrafts(toText(current)), [key]);

  const write = (side: keyof Sides, raw: string, how: 'set' | 'typing') => {
    const normalized = normalizeNumber(raw, { mode });
    const next = { ...current, [side]: normalized === '' ? 0 : normalized };
    ctx.write(`${field.path}.${device}`, next, how);
  };
  return (
    <Fieldset
      legend={
        <span className={c.row} style={{ justifyContent: 'space-between' }}>
          <span>{field.label}</span>
          <span className={c.description}>
            {device === 'desktop'
              ? 'Desktop'
              : own
                ? `Only on ${device}`
                : `${device}: same as wider screens`}
          </span>
        </span>
      }
      className={c.tight}
    >
      <div className={c.spacingGrid}>
        {SIDES.map((side) => (
          <label key={side}>
            {side[0]!.toUpperCase() + side.slice(1)}
            <input
              className={`${c.input} ${c.small}`}
              aria-label={`${field.label} ${side}`}
              inputMode="numeric"
              value={drafts[side]}
              onChange={(event) => {
                const raw = event.currentTarget.value;
                setDrafts((d) => ({ ...d, [side]: raw }));
                if (/^\s*-?\d+\s*$/.test(raw)) write(side, raw, 'typing');
              }}
              onBlur={() => write(side, drafts[side], 'set')}
            />
          </label>
        ))}
      </div>
      {device !== 'desktop' && own ? (
        <PanelButton variant="subtle" onClick={() => ctx.write(field.path, { [device]: undefined })}>
          Use the {device === 'mobile' ? 'wider screen' : 'desktop'} value on {device}
        </PanelButton>
      ) : null}
    </Fieldset>
  );
}

function toText(sides: Sides): Record<keyof Sides, string> {
  return {
    top: String(sides.top),
    right: String(sides.right),
    bottom: String(sides.bottom),
    left: String(sides.left),
  };
}
