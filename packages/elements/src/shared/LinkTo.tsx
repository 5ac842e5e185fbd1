import type { ReactNode } from 'react';
import type { RenderContext } from '../render/types.ts';

export interface LinkToProps {
  /** Already resolved with `context.href`. */
  href: string;
  newWindow: boolean;
  context: Pick<RenderContext, 'mode'>;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

/**
 * A link to a resolved address. New windows get `noopener noreferrer`; in the editor the link
 * keeps its look but goes nowhere (SPEC §4: clicks are suppressed there).
 */
export function LinkTo({ href, newWindow, context, className, children, ...aria }: LinkToProps) {
  if (context.mode === 'edit') {
    return (
      <a className={className} data-edit-inert="" {...aria}>
        {children}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={href}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      {...aria}
    >
      {children}
    </a>
  );
}
