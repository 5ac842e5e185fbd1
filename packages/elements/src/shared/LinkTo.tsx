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
export function LinkTo(props: LinkToProps) {
  const { href, newWindow, context, className, children } = props;
  if (context.mode === 'edit') {
    const {
      href: _href,
      newWindow: _newWindow,
      context: _context,
      className: _class,
      children: _children,
      ...aria
    } = props;
    return (
      <a className={className} data-edit-inert="" {...aria}>
        {children}
      </a>
    );
  }
  // Named one by one rather than gathered with a rest pattern: no object made per link. No caller
  // passes both, so they keep the caller's order.
  return (
    <a
      className={className}
      href={href}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      aria-label={props['aria-label']}
      aria-current={props['aria-current']}
    >
      {children}
    </a>
  );
}
