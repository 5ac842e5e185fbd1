import { classNames, memoized } from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { justifyFor } from '../shared/choice.ts';
import { IconBadge, readableOn } from '../shared/IconBadge.tsx';
import { LinkTo } from '../shared/LinkTo.tsx';
import { brandOf, brandTextColor, networkName } from '../shared/social-brands.ts';
import type { SocialSharingOptions } from './schema.ts';

/** Plain share addresses: they work without script; the island only adds the native sheet and copying. */
export function shareHref(network: string, url: string, text: string): string | null {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://x.com/intent/post?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
    default:
      return null;
  }
}

function sharingClasses(
  context: RenderContext,
  key: { Alignment: SocialSharingOptions['Alignment'] },
): { row: string; list: string; heading: string; item: string } {
  const { styles } = context;
  const row = styles.className(
    {
      base: {
        display: 'flex',
        'flex-wrap': 'wrap',
        'align-items': 'center',
        'justify-content': justifyFor(key.Alignment),
        gap: '10px 14px',
      },
    },
    'ss',
  );
  const list = styles.className(
    {
      base: {
        'list-style': 'none',
        margin: '0',
        padding: '0',
        display: 'flex',
        'flex-wrap': 'wrap',
        gap: '10px',
        'justify-content': justifyFor(key.Alignment),
      },
    },
    'ssl',
  );
  const heading = styles.className({ base: { 'font-weight': 600, 'font-size': '15px' } }, 'ssh');
  const item = styles.className(
    {
      base: {
        position: 'relative',
        display: 'inline-flex',
        'align-items': 'center',
        gap: '8px',
        padding: '0',
        border: '0',
        background: 'none',
        color: 'inherit',
        'font-size': '14px',
        'font-weight': 500,
        'text-decoration': 'none',
        cursor: 'pointer',
        'border-radius': '6px',
        transition: 'transform .15s ease',
      },
      hover: { transform: 'translateY(-2px)' },
      nested: {
        // The island marks a copy for a moment; the words are also said through the status region.
        '[data-copied]::after': {
          base: {
            content: '"Copied"',
            position: 'absolute',
            bottom: 'calc(100% + 6px)',
            left: '50%',
            transform: 'translateX(-50%)',
            padding: '3px 8px',
            'border-radius': '4px',
            'background-color': '#111827',
            color: '#ffffff',
            'font-size': '12px',
            'white-space': 'nowrap',
          },
        },
      },
    },
    'ssa',
  );

  return { row, list, heading, item };
}

/**
 * Share buttons for the page (or `shareUrl`). Each network is a plain link that works without
 * script; copy-link and the device's own share sheet need the social-sharing island, so they
 * stay hidden until it shows them.
 */
export function SocialSharingRender({ element, options, context }: RenderProps<SocialSharingOptions>) {
  const { mode } = context;
  const edit = mode === 'edit';
  const url = (options.shareUrl && context.href(options.shareUrl)) || context.site.pageUrl;
  const text = options.shareText.trim() || context.site.title;
  const labelId = `${element.id}-share`;
  const label = options.label.trim();

  const {
    row: rowClass,
    list: listClass,
    heading: labelClass,
    item: itemClass,
  } = memoized(context, sharingClasses, { Alignment: options.Alignment });

  const badge = (network: string) => {
    const brand = brandOf(network);
    return (
      <IconBadge
        name={brand.icon}
        theme={options.iconTheme}
        size={options.IconSize}
        color=""
        background=""
        accent={options.iconColor || (options.iconTheme === 'plain' ? brandTextColor(brand) : brand.color)}
        onAccent={options.iconColor ? readableOn(options.iconColor) : brand.onColor}
        context={context}
      />
    );
  };
  const name = (network: string) => (options.showNetworkNames ? <span>{networkName(network)}</span> : null);

  const items = options.networks.map((network) => {
    if (network === 'copy-link') {
      return (
        <li key={network} hidden={!edit}>
          <button
            type="button"
            className={itemClass}
            aria-label={options.showNetworkNames ? undefined : 'Copy link'}
            data-share-copy=""
            data-edit-inert={edit ? '' : undefined}
          >
            {badge(network)}
            {name(network)}
          </button>
        </li>
      );
    }
    const href = shareHref(network, url, text);
    if (href === null) return null;
    return (
      <li key={network}>
        <LinkTo
          href={href}
          newWindow={network !== 'email'}
          context={context}
          className={itemClass}
          aria-label={options.showNetworkNames ? undefined : `Share on ${networkName(network)}`}
        >
          {badge(network)}
          {name(network)}
        </LinkTo>
      </li>
    );
  });

  return (
    <div className={classNames('share', rowClass)} data-share="" data-url={url} data-title={text}>
      {label !== '' && (
        <span className={labelClass} id={labelId}>
          {label}
        </span>
      )}
      <ul
        className={listClass}
        aria-labelledby={label !== '' ? labelId : undefined}
        aria-label={label === '' ? 'Share' : undefined}
      >
        {items}
        <li hidden>
          <button
            type="button"
            className={itemClass}
            aria-label={options.showNetworkNames ? undefined : 'More ways to share'}
            data-share-native=""
          >
            <IconBadge
              name="share-nodes"
              theme={options.iconTheme}
              size={options.IconSize}
              color=""
              background=""
              accent={options.iconColor || '#475569'}
              onAccent={options.iconColor ? readableOn(options.iconColor) : '#ffffff'}
              context={context}
            />
            {options.showNetworkNames && <span>More</span>}
          </button>
        </li>
      </ul>
      <span className="sr-only" role="status" data-share-status="" />
    </div>
  );
}
