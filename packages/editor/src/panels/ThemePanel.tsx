import { useMemo } from 'react';
import { useDocState, useEditor, useUi } from '../context.tsx';
import { runCommand } from '../model/commands.ts';
import { controlClasses as c } from './controls.tsx';
import { ColorField, FontField } from './FieldControl.tsx';
import type { FieldContext } from './field-context.ts';

/** SPEC §3 page theme: button colours and a font that applies where an element's font was not changed. */
export function ThemePanel() {
  const { engine } = useEditor();
  const theme = useDocState((s) => s.doc.theme);
  const device = useUi((s) => s.device);
  const ctx: FieldContext = useMemo(
    () => ({
      nodeId: 'theme',
      elementKey: null,
      prefix: '',
      device,
      write: (path, value, how = 'set') =>
        runCommand(engine, 'updateTheme', {
          patch: { [path]: value },
          ...(how === 'typing' ? { coalesceKey: `theme:${path}` } : {}),
        }),
      begin: (label) => engine.begin(label),
      end: () => engine.commit(),
    }),
    [engine, device],
  );
  return (
    <div className={c.stack} data-testid="theme-panel">
      <p className={c.note}>
        The page theme. Buttons whose own colours are empty use these; elements still on “Theme font” use this
        font.
      </p>
      <FontField label="Theme font" path="FontFamily" value={theme.FontFamily} ctx={ctx} />
      <ColorField label="Button text colour" path="ButtonTextColor" value={theme.ButtonTextColor} ctx={ctx} />
      <ColorField
        label="Button background"
        path="ButtonBackground"
        value={theme.ButtonBackground}
        ctx={ctx}
      />
      <ColorField
        label="Button border colour"
        path="ButtonBorderColor"
        value={theme.ButtonBorderColor}
        ctx={ctx}
      />
    </div>
  );
}
