import {
  classNames,
  constantRule,
  Icon,
  mergeRules,
  px,
  responsiveRule,
  type StyleRule,
} from '../render/index.ts';
import { fontDeclarations } from '../render/text.ts';
import type { BlogPostSummary, RenderContext, RenderProps } from '../render/types.ts';
import { oneOf } from '../shared/choice.ts';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { cutText, displayDate, readableTextOn, safeImageUrl } from '../shared/media-helpers.ts';
import { BLOG_LAYOUTS, type BlogOptions } from './schema.ts';

const GAP = '24px';

const CARD_RULE: StyleRule = constantRule({
  base: { margin: '0', padding: '0', 'list-style': 'none' },
  nested: {
    ' .bl-card': {
      base: {
        height: '100%',
        display: 'flex',
        'flex-direction': 'column',
        overflow: 'hidden',
        border: '1px solid #e2e8f0',
        'box-shadow': '0 1px 3px rgba(15,23,42,.06)',
        transition: 'box-shadow .2s ease,transform .2s ease',
      },
    },
    ' .bl-card:hover': {
      base: { 'box-shadow': '0 10px 24px rgba(15,23,42,.12)', transform: 'translateY(-2px)' },
    },
    ' .bl-img': {
      base: {
        display: 'block',
        width: '100%',
        height: 'auto',
        'aspect-ratio': '3 / 2',
        'object-fit': 'cover',
      },
    },
    ' .bl-body': {
      base: { display: 'flex', 'flex-direction': 'column', gap: '8px', padding: '18px 20px 20px', flex: '1' },
    },
    ' .bl-meta': { base: { margin: '0', 'font-size': '13px', opacity: '.8' } },
    ' .bl-title': { base: { margin: '0', 'font-size': '19px', 'font-weight': '600', 'line-height': '1.3' } },
    ' .bl-title a': { base: { color: 'inherit', 'text-decoration': 'none' } },
    ' .bl-title a:hover': { base: { 'text-decoration': 'underline' } },
    ' .bl-ex': { base: { margin: '0', 'font-size': '15px', 'line-height': '1.55', opacity: '.9' } },
    ' .bl-more': {
      base: {
        'margin-top': 'auto',
        'padding-top': '6px',
        display: 'inline-flex',
        'align-items': 'center',
        gap: '6px',
        'align-self': 'flex-start',
        'font-weight': '600',
        'font-size': '15px',
        color: 'inherit',
      },
    },
    ' a:focus-visible': { base: { outline: '3px solid #2563eb', 'outline-offset': '2px' } },
  },
});

function layoutRule(layout: (typeof BLOG_LAYOUTS)[number], options: BlogOptions): StyleRule {
  if (layout === 'list')
    return {
      base: { display: 'grid', gap: GAP },
      nested: {
        ' .bl-card': { base: { 'flex-direction': 'row' }, mobile: { 'flex-direction': 'column' } },
        ' .bl-img': {
          base: {
            width: '36%',
            'flex-shrink': '0',
            'aspect-ratio': 'auto',
            'min-height': '190px',
            'align-self': 'stretch',
          },
          mobile: { width: '100%', 'aspect-ratio': '3 / 2', 'min-height': '0' },
        },
      },
    };
  if (layout === 'masonry')
    return mergeRules(
      {
        base: { 'column-gap': GAP },
        nested: {
          ' > li': { base: { 'break-inside': 'avoid', 'margin-bottom': GAP } },
          ' .bl-img': { base: { 'aspect-ratio': 'auto' } },
        },
      },
      responsiveRule(options.columns, (n) => ({ columns: String(n) })),
    );
  return mergeRules(
    { base: { display: 'grid', gap: GAP } },
    responsiveRule(options.columns, (n) => ({ 'grid-template-columns': `repeat(${n},minmax(0,1fr))` })),
  );
}

/** Hand-picked posts in their order, else the newest ones. */
function postsToShow(options: BlogOptions, posts: readonly BlogPostSummary[]): BlogPostSummary[] {
  if (options.postIds.length > 0) {
    const byId = new Map(posts.map((post) => [String(post.id), post]));
    return options.postIds
      .map((id) => byId.get(String(id)))
      .filter((post): post is BlogPostSummary => post !== undefined)
      .slice(0, options.count);
  }
  return [...posts]
    .sort((a, b) => (Date.parse(b.publishedAt) || 0) - (Date.parse(a.publishedAt) || 0))
    .slice(0, options.count);
}

function PostCard({
  post,
  options,
  context,
}: {
  post: BlogPostSummary;
  options: BlogOptions;
  context: RenderContext;
}) {
  const href = context.mode === 'edit' ? null : context.href(post.url);
  const date = options.showDate ? displayDate(post.publishedAt) : null;
  const author = options.showAuthor ? post.author.trim() : '';
  const excerpt = options.showExcerpt ? cutText(post.excerpt, options.excerptLength) : '';
  const readMore = options.readMoreText.trim();
  const image = safeImageUrl(post.imageUrl);
  return (
    <article className="bl-card">
      {options.showImage && image && (
        <img className="bl-img" src={image} alt="" width={600} height={400} loading="lazy" decoding="async" />
      )}
      <div className="bl-body">
        {(date || author) && (
          <p className="bl-meta">
            {date && <time dateTime={date.machine}>{date.text}</time>}
            {date && author ? ' · ' : null}
            {author && <span>By {author}</span>}
          </p>
        )}
        <p className="bl-title">{href ? <a href={href}>{post.title}</a> : post.title}</p>
        {excerpt !== '' && <p className="bl-ex">{excerpt}</p>}
        {href && readMore !== '' && (
          <a className="bl-more" href={href} aria-label={`${readMore}: ${post.title}`}>
            {options.readMoreText}
            <Icon name="arrow-right" context={context} size={13} />
          </a>
        )}
      </div>
    </article>
  );
}

/** The site's published posts as cards, rendered on the server: no script. */
export function BlogRender({ options, context }: RenderProps<BlogOptions>) {
  const { styles } = context;
  const posts = postsToShow(options, context.data.blogPosts ?? []);
  if (posts.length === 0)
    return <EmptyNotice context={context}>No published blog posts to show yet.</EmptyNotice>;
  const layout = oneOf(options.layout, BLOG_LAYOUTS, 'grid');
  const cardBackground = options.cardBackgroundColor;
  const look = styles.className(
    {
      base: Object.assign(fontDeclarations(options.FontFamily, 400, context), { color: options.TextColor }),
      nested: {
        ' .bl-card': {
          base: {
            'border-radius': options.BorderRadius ? px(options.BorderRadius) : null,
            'background-color': cardBackground || '#ffffff',
            color: options.TextColor || readableTextOn(cardBackground) || '#1f2937',
          },
        },
      },
    },
    'bl',
  );
  // The title weight is a face of its own: it is loaded with the rest.
  fontDeclarations(options.FontFamily, 600, context);
  return (
    <ul
      className={classNames(
        'blog',
        styles.className(CARD_RULE, 'bl'),
        styles.className(layoutRule(layout, options), 'bl'),
        look,
      )}
    >
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} options={options} context={context} />
        </li>
      ))}
    </ul>
  );
}
