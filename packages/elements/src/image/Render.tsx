import type { Border, Shadow } from '@tessera/document';
import {
  borderDeclarations,
  classNames,
  constantRule,
  memoized,
  mergeRules,
  px,
  type StyleRule,
  shadowDeclarations,
} from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { justifyFor, oneOf } from '../shared/choice.ts';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { LightboxDialog } from '../shared/Lightbox.tsx';
import { elementDomId, imageDimensions, safeImageUrl } from '../shared/media-helpers.ts';
import { IMAGE_HOVER_EFFECTS, type ImageOptions } from './schema.ts';

const HOVER: Record<(typeof IMAGE_HOVER_EFFECTS)[number], StyleRule> = {
  none: {},
  zoom: {
    nested: {
      ' img': { base: { transition: 'transform .45s ease' } },
      ':hover img': { base: { transform: 'scale(1.06)' } },
    },
  },
  lift: {
    base: { transition: 'transform .25s ease,box-shadow .25s ease' },
    nested: {
      ':hover': { base: { transform: 'translateY(-4px)', 'box-shadow': '0 14px 28px rgba(15,23,42,.2)' } },
    },
  },
  grayscale: {
    nested: {
      ' img': { base: { filter: 'grayscale(1)', transition: 'filter .35s ease' } },
      ':hover img': { base: { filter: 'none' } },
    },
  },
};

const CAPTION_RULE: StyleRule = constantRule({
  base: {
    'margin-top': '8px',
    'font-size': '14px',
    'line-height': '1.45',
    color: '#4b5563',
    'text-align': 'center',
  },
});

interface ImageLookKey {
  Alignment: ImageOptions['Alignment'];
  width: number;
  BorderRadius: number;
  borderPosition: Border['position'];
  borderStyle: Border['style'];
  borderWidth: number;
  borderColor: string;
  shadowLevel: Shadow['level'];
  shadowKind: Shadow['kind'];
  shadowColor: string;
  hoverEffect: ImageOptions['hoverEffect'];
}

function imageClasses(
  context: RenderContext,
  key: ImageLookKey,
): { wrap: string; figure: string; frame: string } {
  const { styles } = context;
  const wrap = styles.className(
    { base: { display: 'flex', 'justify-content': justifyFor(key.Alignment) } },
    'iw',
  );
  const figure = styles.className(
    { base: { width: `${key.width > 0 ? key.width : 100}%`, 'max-width': '100%', margin: '0' } },
    'if',
  );
  const frameStyle = styles.className(
    mergeRules(
      {
        base: Object.assign(
          {
            display: 'block',
            position: 'relative',
            overflow: 'hidden',
            'border-radius': key.BorderRadius ? px(key.BorderRadius) : null,
          },
          borderDeclarations({
            position: key.borderPosition,
            style: key.borderStyle,
            width: key.borderWidth,
            color: key.borderColor,
          }),
          shadowDeclarations({ level: key.shadowLevel, kind: key.shadowKind, color: key.shadowColor }),
        ),
        nested: { ' img': { base: { display: 'block', width: '100%', height: 'auto' } } },
      },
      HOVER[oneOf(key.hoverEffect, IMAGE_HOVER_EFFECTS, 'none')],
    ),
    'ic',
  );
  const frame = classNames('img-frame', frameStyle);
  return { wrap, figure, frame };
}

/**
 * One picture. Its width and height attributes come from the stored Ratio, so the browser keeps
 * its box before the file arrives. A link wins over the lightbox; the lightbox is the slider
 * island's viewer, and without script the link opens the full image.
 */
export function ImageRender({ element, options, context }: RenderProps<ImageOptions>) {
  const { styles, mode } = context;
  const url = safeImageUrl(options.Image.url);
  if (!url) return <EmptyNotice context={context}>Choose an image to show here.</EmptyNotice>;
  const edit = mode === 'edit';
  const href = edit ? null : context.href(options.CustomLink);
  const lightbox = !edit && href === null && options.lightbox;
  const alt = options.alt.trim();
  const caption = options.caption.trim();
  const group = elementDomId(element.id);

  const { border, shadow } = options;
  const { wrap, figure, frame } = memoized(context, imageClasses, {
    Alignment: options.Alignment,
    width: options.width,
    BorderRadius: options.BorderRadius,
    borderPosition: border.position,
    borderStyle: border.style,
    borderWidth: border.width,
    borderColor: border.color,
    shadowLevel: shadow.level,
    shadowKind: shadow.kind,
    shadowColor: shadow.color,
    hoverEffect: options.hoverEffect,
  });
  const size = imageDimensions(options.Image.Ratio);
  const image = (
    <img src={url} alt={alt} width={size.width} height={size.height} loading="lazy" decoding="async" />
  );
  const newWindow = options.OpenInNewWindow;
  let framed = <div className={frame}>{image}</div>;
  if (href !== null) {
    framed = (
      <a
        className={frame}
        href={href}
        target={newWindow ? '_blank' : undefined}
        rel={newWindow ? 'noopener noreferrer' : undefined}
        // An image link needs a name even when its picture is marked decorative.
        aria-label={alt === '' ? caption || 'Open link' : undefined}
      >
        {image}
      </a>
    );
  } else if (lightbox) {
    framed = (
      <a
        className={frame}
        href={url}
        data-lightbox={group}
        data-caption={caption || undefined}
        aria-label={alt === '' ? 'View full-size image' : `${alt}, view full size`}
      >
        {image}
      </a>
    );
  }
  return (
    <div className={classNames('img', wrap)}>
      <figure className={classNames('img-fig', figure)}>
        {framed}
        {caption !== '' && (
          <figcaption className={styles.className(CAPTION_RULE, 'ip')}>{options.caption}</figcaption>
        )}
      </figure>
      {lightbox && <LightboxDialog group={group} context={context} />}
    </div>
  );
}
