import type { ReactNode } from 'react';
import { memoized } from '../render/memo.ts';
import type { RenderContext } from '../render/types.ts';
import { oneOf } from './choice.ts';
import { LinkTo } from './LinkTo.tsx';

export interface FeatureBlockProps {
  /** The icon, badge or image. */
  media: ReactNode;
  /** Title and text. */
  body: ReactNode;
  position: 'top' | 'left' | 'right' | string;
  alignment: string;
  /** Resolved link of the whole block, or null. */
  href: string | null;
  newWindow: boolean;
  context: RenderContext;
  /** Extra rules for the media box (an image's width beside the text). */
  mediaClass?: string;
  /** Side-by-side blocks stack under the mobile breakpoint (images need the width; icons do not). */
  stackOnMobile: boolean;
}

const ALIGN_ITEMS: Record<string, string> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  justify: 'flex-start',
};

interface BlockKey {
  position: string;
  alignment: string;
  stackOnMobile: boolean;
}

function featureBlockClasses(context: RenderContext, key: BlockKey): { block: string; body: string } {
  const position = oneOf(key.position, ['top', 'left', 'right'] as const, 'top');
  const alignment = oneOf(key.alignment, ['left', 'center', 'right', 'justify'] as const, 'left');
  const beside = position !== 'top';
  const block = context.styles.className(
    {
      base: {
        display: 'flex',
        'flex-direction': position === 'top' ? 'column' : position === 'left' ? 'row' : 'row-reverse',
        'align-items': beside ? 'flex-start' : ALIGN_ITEMS[alignment],
        gap: beside ? '20px' : '16px',
        'text-align': alignment,
        color: 'inherit',
        'text-decoration': 'none',
      },
      mobile:
        beside && key.stackOnMobile
          ? { 'flex-direction': 'column', 'align-items': ALIGN_ITEMS[alignment] }
          : undefined,
    },
    'fb',
  );
  const body = context.styles.className({ base: { 'min-width': '0', flex: beside ? '1' : null } }, 'fbb');
  return { block, body };
}

/**
 * The frame of icon and image features: media on top, left or right of the text. A linked
 * feature is one link around the whole block (it holds nothing interactive of its own).
 */
export function FeatureBlock(props: FeatureBlockProps) {
  const { context } = props;
  const { block: blockClass, body: bodyClass } = memoized(context, featureBlockClasses, {
    position: props.position,
    alignment: props.alignment,
    stackOnMobile: props.stackOnMobile,
  });
  const content = (
    <>
      {props.media !== null && <div className={props.mediaClass}>{props.media}</div>}
      <div className={bodyClass}>{props.body}</div>
    </>
  );
  return props.href === null ? (
    <div className={blockClass}>{content}</div>
  ) : (
    <LinkTo href={props.href} newWindow={props.newWindow} context={context} className={blockClass}>
      {content}
    </LinkTo>
  );
}
