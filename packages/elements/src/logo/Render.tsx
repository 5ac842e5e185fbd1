import { isSafeUrl, LOGO_MAX } from '@tessera/document';
import { fontDeclarations, px } from '../render/index.ts';
import type { RenderProps } from '../render/types.ts';
import { justifyFor } from '../shared/choice.ts';
import { LinkTo } from '../shared/LinkTo.tsx';
import type { LogoOptions } from './schema.ts';

/**
 * The site's logo, shown at most 300 × 60 (SPEC §9): ShowWidth / ShowHeight when set, otherwise
 * fitted inside that box. Without an image the site's name stands in as a word mark.
 */
export function LogoRender({ options, context }: RenderProps<LogoOptions>) {
  const { styles, site } = context;
  const url = options.Logo.url;
  const src = url && isSafeUrl(url, { allowDataImages: true }) ? url : '';
  const width = Math.min(LOGO_MAX.width, Number(options.Logo.ShowWidth) || 0);
  const height = Math.min(LOGO_MAX.height, Number(options.Logo.ShowHeight) || 0);
  const href = context.href(options.CustomLink);

  const rowClass = styles.className(
    {
      base: { display: 'flex', 'justify-content': justifyFor(options.Alignment) },
      nested: { ' a': { base: { display: 'inline-flex', color: 'inherit', 'text-decoration': 'none' } } },
    },
    'lg',
  );
  const imageClass = styles.className(
    {
      base: {
        display: 'block',
        width: width ? px(width) : 'auto',
        height: height ? px(height) : 'auto',
        'max-width': `min(100%, ${px(LOGO_MAX.width)})`,
        'max-height': px(LOGO_MAX.height),
        'object-fit': width && height ? 'contain' : null,
      },
    },
    'lgi',
  );
  const wordClass = styles.className(
    {
      base: Object.assign(fontDeclarations(undefined, 700, context), {
        'font-size': '22px',
        'line-height': '1.2',
        'letter-spacing': '-.01em',
      }),
    },
    'lgw',
  );

  // The default alt says only "Logo"; the site's name says whose, which a logo link needs.
  const name = options.alt.trim() !== '' && options.alt !== 'Logo' ? options.alt : site.title;
  const mark =
    src === '' ? (
      <span className={wordClass}>{name}</span>
    ) : (
      // Not lazy: a logo sits at the top of the page, where lazy loading only delays it.
      <img
        className={imageClass}
        src={src}
        alt={name}
        width={width || undefined}
        height={height || undefined}
        decoding="async"
      />
    );
  return (
    <div className={rowClass}>
      {href === null ? (
        mark
      ) : (
        <LinkTo href={href} newWindow={options.OpenInNewWindow} context={context}>
          {mark}
        </LinkTo>
      )}
    </div>
  );
}
