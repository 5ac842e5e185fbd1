import { constantRule, Icon, type StyleRule } from '../render/index.ts';
import type { RenderContext } from '../render/types.ts';

/**
 * The viewer the slider island opens for links marked `data-lightbox="{group}"`: one `<dialog>`
 * per group, id `{group}-lb`, empty until opened (the island puts the picture or the video player
 * in its figure). Without JavaScript each link simply opens the full image itself.
 */
const LIGHTBOX_RULE: StyleRule = constantRule({
  base: {
    padding: '0',
    border: '0',
    width: '100%',
    height: '100%',
    'max-width': '100%',
    'max-height': '100%',
    background: 'transparent',
    color: '#f8fafc',
    overflow: 'hidden',
  },
  nested: {
    '::backdrop': { base: { background: 'rgba(15,23,42,.94)' } },
    ' .lb-fig': {
      base: {
        margin: '0',
        height: '100%',
        display: 'flex',
        'flex-direction': 'column',
        'align-items': 'center',
        'justify-content': 'center',
        padding: '64px 72px 32px',
      },
      mobile: { padding: '64px 12px 24px' },
    },
    ' .lb-fig img': {
      base: {
        display: 'block',
        width: 'auto',
        height: 'auto',
        'max-width': '100%',
        'max-height': 'calc(100vh - 150px)',
        'object-fit': 'contain',
        'border-radius': '4px',
        'box-shadow': '0 20px 60px rgba(0,0,0,.5)',
      },
    },
    ' .lb-fig iframe': {
      base: {
        display: 'block',
        width: 'min(100%, 1100px)',
        'aspect-ratio': '16 / 9',
        height: 'auto',
        border: '0',
        background: '#000',
      },
    },
    ' .lb-fig figcaption': {
      base: { 'margin-top': '14px', 'text-align': 'center', 'font-size': '15px', color: '#e2e8f0' },
    },
    ' .lb-btn': {
      base: {
        position: 'fixed',
        width: '44px',
        height: '44px',
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        border: '0',
        'border-radius': '50%',
        background: 'rgba(255,255,255,.14)',
        color: '#ffffff',
        cursor: 'pointer',
        transition: 'background-color .2s',
      },
    },
    ' .lb-btn:hover': { base: { background: 'rgba(255,255,255,.3)' } },
    ' .lb-btn:focus-visible': { base: { outline: '3px solid #93c5fd', 'outline-offset': '2px' } },
    ' .lb-btn[hidden]': { base: { display: 'none' } },
    ' .lb-x': { base: { top: '12px', right: '12px' } },
    ' .lb-prev': { base: { left: '12px', top: '50%', transform: 'translateY(-50%)' } },
    ' .lb-next': { base: { right: '12px', top: '50%', transform: 'translateY(-50%)' } },
  },
});

export function LightboxDialog({ group, context }: { group: string; context: RenderContext }) {
  if (context.mode === 'edit') return null;
  context.needIsland('slider');
  const className = context.styles.className(LIGHTBOX_RULE, 'lb');
  return (
    <dialog id={`${group}-lb`} className={`lb ${className}`} aria-label="Media viewer">
      <button type="button" className="lb-btn lb-x" data-lb-close="" aria-label="Close">
        <Icon name="xmark" context={context} size={20} />
      </button>
      <button type="button" className="lb-btn lb-prev" data-lb-step="-1" aria-label="Previous">
        <Icon name="chevron-left" context={context} size={18} />
      </button>
      <button type="button" className="lb-btn lb-next" data-lb-step="1" aria-label="Next">
        <Icon name="chevron-right" context={context} size={18} />
      </button>
      <figure className="lb-fig" />
    </dialog>
  );
}
