import type { IconShape } from '@tessera/api-contract';
import { useEffect, useState } from 'react';
import { useEditor } from '../context.tsx';
import classes from '../ui/editor.module.css';
import { controlClasses as c, Fieldset, PanelButton, TextBox } from './controls.tsx';

/** Shapes the palette and pickers have fetched, shared for the editor's lifetime. */
const shapeCache = new Map<string, IconShape | null>();

/** Loads icon shapes once per name, in one request per batch. */
export function useIconShapes(names: readonly string[]): ReadonlyMap<string, IconShape | null> {
  const { services } = useEditor();
  const [, setVersion] = useState(0);
  const key = names.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined names are the trigger.
  useEffect(() => {
    const missing = names.filter((name) => name && !shapeCache.has(name));
    if (missing.length === 0) return;
    let cancelled = false;
    for (const name of missing) shapeCache.set(name, null);
    services
      .icons(missing)
      .then((found) => {
        for (const name of missing) shapeCache.set(name, found[name] ?? null);
        if (!cancelled) setVersion((v) => v + 1);
      })
      .catch(() => {
        for (const name of missing) shapeCache.delete(name);
      });
    return () => {
      cancelled = true;
    };
  }, [key, services]);
  return shapeCache;
}

export function Glyph({ shape, size = 18 }: { shape: IconShape | null | undefined; size?: number }) {
  if (!shape)
    return <span style={{ display: 'inline-block', width: size, height: size }} aria-hidden="true" />;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${shape.width} ${shape.height}`}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {shape.paths.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an icon's paths never change order.
        <path key={i} d={d} />
      ))}
    </svg>
  );
}

/**
 * Font Awesome icon names, searched on the server (the full set stays out of the bundle). The
 * search and grid are drawn under the button only while open: a selection never pays for them.
 */
export function IconPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const shapes = useIconShapes(value ? [value] : []);
  return (
    <Fieldset legend={label} className={c.tight}>
      <div className={c.row}>
        <PanelButton
          icon={<Glyph shape={shapes.get(value)} size={16} />}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {value || 'Choose an icon'}
        </PanelButton>
        {value ? (
          <PanelButton variant="subtle" onClick={() => onChange('')}>
            No icon
          </PanelButton>
        ) : null}
      </div>
      {open ? (
        <IconSearch
          value={value}
          onPick={(name) => {
            onChange(name);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Fieldset>
  );
}

function IconSearch({
  value,
  onPick,
  onClose,
}: {
  value: string;
  onPick: (name: string) => void;
  onClose: () => void;
}) {
  const { services } = useEditor();
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const shapes = useIconShapes(names ?? []);
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      services
        .searchIcons(search)
        .then((found) => {
          if (cancelled) return;
          setFailed(false);
          setNames(found);
        })
        .catch(() => {
          if (cancelled) return;
          setFailed(true);
          setNames([]);
        });
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [search, services]);
  return (
    <div className={c.pickerBox}>
      <TextBox
        small
        ariaLabel="Search icons"
        placeholder="Search icons (Esc closes)"
        value={search}
        autoFocus
        onValue={setSearch}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      />
      {names === null ? (
        <p className={c.note}>Loading icons…</p>
      ) : failed ? (
        <p className={c.note}>The icons could not be loaded. Check the connection and search again.</p>
      ) : names.length === 0 ? (
        <p className={c.note}>No icon matches “{search}”.</p>
      ) : (
        <div className={classes.iconGrid}>
          {names.map((name) => (
            <button
              key={name}
              type="button"
              className={classes.iconButton}
              title={name}
              aria-label={name}
              aria-pressed={name === value}
              onClick={() => onPick(name)}
            >
              <Glyph shape={shapes.get(name)} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
