import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenLoader } from '../../ui/FullPageSpinner.tsx';
import classes from './EditorLayout.module.css';

/**
 * SPEC §2 full-screen layout for the design editors: optional toolbar and side panels and a
 * main area filling the rest of the viewport, with no app bars. The page editor
 * (packages/editor) fills the main area with its own toolbar, panels and canvas.
 */
export function EditorLayout({
  toolbar,
  left,
  right,
  children,
}: {
  toolbar?: ReactNode;
  left?: ReactNode;
  right?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={classes.root}>
      {/* The design editors draw their own toolbar; other full-screen screens may pass one. */}
      {toolbar ? <header className={classes.toolbar}>{toolbar}</header> : null}
      <div className={classes.body}>
        {left ? (
          <aside className={`${classes.panel} ${classes.left}`} aria-label="Editor tools">
            {left}
          </aside>
        ) : null}
        <main className={classes.canvas}>
          {children ?? (
            <Suspense fallback={<ScreenLoader />}>
              <Outlet />
            </Suspense>
          )}
        </main>
        {right ? (
          <aside className={`${classes.panel} ${classes.right}`} aria-label="Settings">
            {right}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
