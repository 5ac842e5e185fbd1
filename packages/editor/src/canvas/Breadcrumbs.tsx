import { Fragment } from 'react';
import { useDocState, useEditor, useUi } from '../context.tsx';
import { runCommand } from '../model/commands.ts';
import classes from '../ui/editor.module.css';
import { IconChevronRight } from '../ui/icons.tsx';
import { ancestry, labelOf } from './labels.ts';

/** Where the selection sits (section › row › column › element); each step selects that container. */
export function Breadcrumbs() {
  const { engine } = useEditor();
  const doc = useDocState((s) => s.doc);
  const selectedId = useUi((s) => s.selectedId);
  const chain = ancestry(doc, selectedId);
  return (
    <nav className={classes.breadcrumbs} aria-label="Selection path" data-testid="breadcrumbs">
      <button
        type="button"
        className={classes.crumb}
        onClick={() => runCommand(engine, 'select', { id: null })}
      >
        Page
      </button>
      {chain.map((id) => (
        <Fragment key={id}>
          <IconChevronRight size={12} />
          <button
            type="button"
            className={`${classes.crumb} ${id === selectedId ? classes.crumbCurrent : ''}`}
            aria-current={id === selectedId ? 'true' : undefined}
            onClick={() => runCommand(engine, 'select', { id })}
            onMouseEnter={() => runCommand(engine, 'hover', { id })}
            onMouseLeave={() => runCommand(engine, 'hover', { id: null })}
          >
            {labelOf(doc, engine.registry, id)}
          </button>
        </Fragment>
      ))}
    </nav>
  );
}
