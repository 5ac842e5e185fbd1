import { memoized, px } from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { justifyFor } from '../shared/choice.ts';
import { IconBadge, readableOn } from '../shared/IconBadge.tsx';
import { LinkTo } from '../shared/LinkTo.tsx';
import { brandOf, brandTextColor, networkName } from '../shared/social-brands.ts';
import type { SocialLinkOptions } from './schema.ts';

function socialLinkClasses(
  context: RenderContext,
  key: { Alignment: SocialLinkOptions['Alignment']; spacing: number },
): { list: string; link: string } {
  const { styles } = context;
  const list = styles.className(
    {
      base: {
        'list-style': 'none',
        margin: '0',
        padding: '0',
        display: 'flex',
        'flex-wrap': 'wrap',
        'align-items': 'center',
        'justify-content': justifyFor(key.Alignment),
        gap: px(Number(key.spacing) || 0),
      },
    },
    'sl',
  );
  const link = styles.className(
    {
      base: { display: 'inline-flex', 'border-radius': '6px', transition: 'transform .15s ease' },
      hover: { transform: 'translateY(-2px)' },
    },
    'sla',
  );
  return { list, link };
}

/** Icons linking to the business's own profiles, each named for assistive tech by its network. */
export function SocialLinkRender({ options, context }: RenderProps<SocialLinkOptions>) {
  const links = options.links
    .map((link) => Object.assign({}, link, { href: context.href(link.url) }))
    .filter((link) => link.href !== null || context.mode !== 'live');
  if (links.length === 0) {
    return context.mode === 'live' ? null : (
      <div className="edit-placeholder">Add the addresses of your profiles.</div>
    );
  }
  const { list: listClass, link: linkClass } = memoized(context, socialLinkClasses, {
    Alignment: options.Alignment,
    spacing: options.spacing,
  });
  return (
    <ul className={listClass}>
      {links.map((link, index) => {
        const brand = brandOf(link.network);
        const icon = (
          <IconBadge
            name={brand.icon}
            theme={options.iconTheme}
            size={options.IconSize}
            // The colour option replaces the brand colour: the shape's fill, or the glyph when plain.
            color=""
            background=""
            accent={
              options.iconColor || (options.iconTheme === 'plain' ? brandTextColor(brand) : brand.color)
            }
            onAccent={options.iconColor ? readableOn(options.iconColor) : brand.onColor}
            context={context}
          />
        );
        const name = networkName(link.network);
        return (
          // Two links to one network are possible (two accounts): the position keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered in place.
          <li key={index}>
            {link.href === null ? (
              <span className={linkClass} role="img" aria-label={name}>
                {icon}
              </span>
            ) : (
              <LinkTo
                href={link.href}
                newWindow={options.OpenInNewWindow && !/^(?:mailto|tel):/i.test(link.href)}
                context={context}
                className={linkClass}
                aria-label={name}
              >
                {icon}
              </LinkTo>
            )}
          </li>
        );
      })}
    </ul>
  );
}
