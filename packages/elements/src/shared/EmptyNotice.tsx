import type { ReactNode } from 'react';
import type { RenderContext } from '../render/types.ts';

/**
 * What an element shows when what it needs is missing (no file picked, a record gone): a short
 * note for the page's author in the editor and the preview, nothing at all on the live page.
 */
export function EmptyNotice({ context, children }: { context: RenderContext; children: ReactNode }) {
  if (context.mode === 'live') return null;
  return <div className="edit-placeholder">{children}</div>;
}
