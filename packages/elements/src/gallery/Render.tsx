import { classNames, constantRule, memoized, mergeRules, px, type StyleRule } from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { GalleryLayout, type GalleryMode, galleryMode, galleryType } from '../shared/GalleryLayout.tsx';
import { LightboxDialog } from '../shared/Lightbox.tsx';
import { elementDomId, imageDimensions, NO_SIZE, safeImageUrl } from '../shared/media-helpers.ts';
import type { GalleryImage, GalleryOptions } from './schema.ts';

const FIGURE_RULE: StyleRule = constantRule({
  nested: {
    ' .ga-fig': { base: { margin: '0', position: 'relative', overflow: 'hidden', height: '100%' } },
    ' .ga-fig img': { base: { display: 'block', width: '100%', height: 'auto' } },
    ' .ga-link': { base: { display: 'block', height: '100%', color: 'inherit' } },
    ' .ga-link img': { base: { transition: 'transform .45s ease' } },
    ' .ga-link:hover img': { base: { transform: 'scale(1.04)' } },
    ' .ga-link:focus-visible': { base: { outline: '3px solid #2563eb', 'outline-offset': '-3px' } },
    ' figcaption': { base: { 'font-size': '14px', 'line-height': '1.45' } },
  },
});

const MODE_RULES: Record<GalleryMode, StyleRule> = {
  slider: {
    nested: {
      ' .ga-media': { base: { height: '100%' } },
      ' .ga-fig img': { base: { height: '100%', 'object-fit': 'cover' } },
      ' figcaption': {
        base: {
          position: 'absolute',
          left: '0',
          right: '0',
          bottom: '0',
          padding: '36px 18px 14px',
          color: '#ffffff',
          background: 'linear-gradient(transparent,rgba(0,0,0,.72))',
        },
      },
    },
  },
  grid: {
    nested: {
      ' .ga-fig img': { base: { 'aspect-ratio': '4 / 3', 'object-fit': 'cover' } },
      ' figcaption': { base: { padding: '8px 2px 0', color: '#4b5563' } },
    },
  },
  masonry: {
    nested: { ' figcaption': { base: { padding: '8px 2px 0', color: '#4b5563' } } },
  },
};

function tileClassOf(context: RenderContext, key: { mode: GalleryMode; BorderRadius: number }): string {
  const { mode } = key;
  const radius = key.BorderRadius ? px(key.BorderRadius) : null;
  return context.styles.className(
    mergeRules(
      FIGURE_RULE,
      MODE_RULES[mode],
      radius
        ? {
            nested: {
              // Slides round the whole slide (and so its shadow); grid tiles round the picture and
              // keep the caption below it.
              ' .ga-media': { base: { 'border-radius': radius, overflow: 'hidden' } },
              ' .ga-fig': mode === 'slider' ? { base: { 'border-radius': radius } } : {},
              ' .sl-slide': mode === 'slider' ? { base: { 'border-radius': radius } } : {},
            },
          }
        : undefined,
    ),
    'ga',
  );
}

/**
 * Pictures as one of the SPEC §9 gallery types. A picture's own link wins over the lightbox;
 * without script the lightbox link opens the picture itself.
 */
export function GalleryRender({ element, options, context }: RenderProps<GalleryOptions>) {
  const renderMode = context.mode;
  const images = options.images
    .map((image) => Object.assign({}, image, { url: safeImageUrl(image.url) }))
    .filter((image) => image.url !== '');
  if (images.length === 0) return <EmptyNotice context={context}>Add pictures to this gallery.</EmptyNotice>;
  const edit = renderMode === 'edit';
  const group = elementDomId(element.id);
  const mode = galleryMode(galleryType(options));
  const tileClass = memoized(context, tileClassOf, { mode, BorderRadius: options.BorderRadius });
  let lightboxUsed = false;

  const tile = (image: GalleryImage, index: number) => {
    const alt = image.alt.trim();
    const caption = options.showCaptions ? image.caption.trim() : '';
    const size = mode === 'masonry' ? imageDimensions(image.Ratio) : NO_SIZE;
    const picture = (
      <img
        src={image.url}
        alt={alt}
        width={size.width}
        height={size.height}
        loading={index === 0 && mode === 'slider' ? undefined : 'lazy'}
        decoding="async"
      />
    );
    const href = edit ? null : context.href(image.CustomLink);
    let media = picture;
    if (href !== null) {
      media = (
        <a
          className="ga-link"
          href={href}
          aria-label={alt === '' ? image.caption.trim() || 'Open link' : undefined}
        >
          {picture}
        </a>
      );
    } else if (!edit && options.lightbox) {
      lightboxUsed = true;
      media = (
        <a
          className="ga-link"
          href={image.url}
          data-lightbox={group}
          data-caption={image.caption.trim() || undefined}
          aria-label={alt === '' ? `View picture ${index + 1}` : `${alt}, view full size`}
        >
          {picture}
        </a>
      );
    }
    return (
      <figure className="ga-fig">
        <div className="ga-media">{media}</div>
        {caption !== '' && <figcaption>{image.caption}</figcaption>}
      </figure>
    );
  };

  const entries = images.map((image, index) => ({ key: `${index}`, content: tile(image, index) }));
  return (
    <div className={classNames('gal', tileClass)}>
      <GalleryLayout
        id={group}
        label="Gallery"
        options={options}
        entries={entries}
        context={context}
        fillHeight={true}
      />
      {lightboxUsed && <LightboxDialog group={group} context={context} />}
    </div>
  );
}
