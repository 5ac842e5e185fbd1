import { isSafeUrl } from '@tessera/document';
import { classNames, Icon, px } from '../render/index.ts';
import type { RenderProps } from '../render/types.ts';
import { FeatureBlock } from '../shared/FeatureBlock.tsx';
import { FeatureText } from '../shared/FeatureText.tsx';
import { NumberBadge } from '../shared/NumberBadge.tsx';
import type { ImageFeatureOptions } from './schema.ts';

/** Intrinsic size hints for an image of known ratio, so the page does not jump when it loads. */
const HINT_WIDTH = 800;

/** An image with a title and a short text beside or under it; the badge sits on the image's corner. */
export function ImageFeatureRender({ options, context }: RenderProps<ImageFeatureOptions>) {
  const { styles, mode } = context;
  const url = options.Image.url;
  const src = url && isSafeUrl(url, { allowDataImages: true }) ? url : '';
  const ratio = Number(options.Image.Ratio) || 0;
  const beside = options.imagePosition === 'left' || options.imagePosition === 'right';
  const radius = px(Number(options.BorderRadius) || 0);
  const badge = options.NumberBadge;

  const mediaClass = styles.className(
    {
      base: {
        position: 'relative',
        width: beside ? `${Math.min(90, Math.max(10, Number(options.imageWidth) || 40))}%` : '100%',
        flex: beside ? 'none' : null,
      },
      mobile: beside ? { width: '100%' } : undefined,
      nested: {
        ' img': {
          base: { display: 'block', width: '100%', height: 'auto', 'border-radius': radius },
        },
      },
    },
    'ifm',
  );
  const placeholderClass = styles.className(
    {
      base: {
        display: 'flex',
        'align-items': 'center',
        'justify-content': 'center',
        'aspect-ratio': '3 / 2',
        'border-radius': radius,
        'background-color': '#e2e8f0',
        color: '#64748b',
      },
    },
    'ifp',
  );
  const badgeClass = styles.className(
    {
      base: { position: 'absolute', top: '10px', left: '10px', 'box-shadow': '0 4px 10px rgba(15,23,42,.2)' },
    },
    'ifb',
  );

  let image = null;
  if (src !== '') {
    image = (
      <img
        src={src}
        alt={options.alt}
        width={ratio > 0 ? HINT_WIDTH : undefined}
        height={ratio > 0 ? Math.round(HINT_WIDTH * ratio) : undefined}
        loading="lazy"
        decoding="async"
      />
    );
  } else if (mode !== 'live') {
    image = (
      <div className={placeholderClass}>
        <Icon name="image" context={context} size={36} label="No image yet" />
      </div>
    );
  }
  const media =
    image === null && !badge.ShowNumber ? null : (
      <>
        {image}
        {badge.ShowNumber && (
          <NumberBadge
            text={badge.Text}
            skin={badge.SkinCode}
            size={40}
            color=""
            textColor=""
            fontFamily={options.FontFamily}
            context={context}
            className={classNames(image !== null && badgeClass)}
          />
        )}
      </>
    );

  return (
    <FeatureBlock
      media={media}
      body={
        <FeatureText title={options.Title} content={options.Content} options={options} context={context} />
      }
      position={options.imagePosition}
      alignment={options.Alignment}
      href={context.href(options.CustomLink)}
      newWindow={options.OpenInNewWindow}
      context={context}
      mediaClass={media === null ? undefined : mediaClass}
      stackOnMobile
    />
  );
}
