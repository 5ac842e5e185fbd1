import {
  classNames,
  fontDeclarations,
  Icon,
  memoized,
  mergeRules,
  px,
  responsiveRule,
  type StyleRule,
} from '../render/index.ts';
import type { MenuLink, RenderContext, RenderProps } from '../render/types.ts';
import { justifyFor, oneOf } from '../shared/choice.ts';
import { readableOn } from '../shared/IconBadge.tsx';
import { LinkTo } from '../shared/LinkTo.tsx';
import { MOBILE_MENUS, type NavigationOptions } from './schema.ts';

interface NavLink {
  label: string;
  href: string | null;
  newWindow: boolean;
  children: NavLink[];
}

/** The address without its fragment or trailing slash, for telling which link is this page. */
function pageKey(url: string): string {
  return url.split('#')[0]!.replace(/\/+$/, '').toLowerCase();
}

/** Whether a link is to the page being rendered, once per page for each address. */
function currentPage(context: RenderContext, key: { href: string }): { current: boolean } {
  return { current: isCurrent(key.href, context.site.pageUrl) };
}

/** A link to this very page (not to an anchor on it) is the current one. */
function isCurrent(href: string | null, pageUrl: string): boolean {
  if (href === null || href.startsWith('#') || href.includes('#') || pageUrl === '') return false;
  return pageKey(href) === pageKey(pageUrl);
}

function menuNavLinks(menu: readonly MenuLink[], context: RenderContext): NavLink[] {
  return menu.map((link) => ({
    label: link.label,
    href: context.href(link.href),
    newWindow: link.newWindow,
    children: menuNavLinks(link.children ?? [], context),
  }));
}

function links(options: NavigationOptions, context: RenderContext): NavLink[] | null {
  if (options.menuId !== null) {
    const menu = context.data.menus?.[String(options.menuId)];
    if (!menu || menu.length === 0) return null;
    return menuNavLinks(menu, context);
  }
  return options.items.map((item) => ({
    label: item.label,
    href: context.href(item.CustomLink),
    newWindow: item.OpenInNewWindow,
    children: [],
  }));
}

/** Links a visitor can follow (all of them in the editor, where blank links still show). */
function shownLinks(all: readonly NavLink[], mode: RenderContext['mode']): NavLink[] {
  return all
    .map((link) => ({ ...link, children: shownLinks(link.children, mode) }))
    .filter((link) => link.href !== null || link.children.length > 0 || mode === 'edit');
}

interface NavigationKey {
  mobile: (typeof MOBILE_MENUS)[number];
  layout: NavigationOptions['layout'];
  mobileMenuBackground: string;
  itemSpacing: number;
  TextColor: string;
  FontFamily: string;
  fontWeight: number;
  HoverTextColor: string;
  size: number;
  tabletSize: number | undefined;
  mobileSize: number | undefined;
  Alignment: NavigationOptions['Alignment'];
  activeColor: string;
  hasSubMenus: boolean;
}

function navigationClass(context: RenderContext, key: NavigationKey): string {
  const { styles, theme } = context;
  const { mobile } = key;
  const vertical = key.layout === 'vertical';
  const folds = mobile !== 'inline';
  const accent = theme.ButtonBackground;
  const panelText = readableOn(key.mobileMenuBackground || '#ffffff');
  const spacing = px(Number(key.itemSpacing) || 0);

  const link: StyleRule = mergeRules(
    {
      base: Object.assign(
        {
          display: 'block',
          padding: '6px 0',
          color: key.TextColor || 'inherit',
          'text-decoration': 'none',
        },
        fontDeclarations(key.FontFamily, key.fontWeight, context),
        { 'line-height': '1.4', transition: 'color .15s ease' },
      ),
      hover: { color: key.HoverTextColor || accent },
    },
    responsiveRule({ desktop: key.size, tablet: key.tabletSize, mobile: key.mobileSize }, (size) => ({
      'font-size': px(size),
    })),
  );
  const panel: StyleRule = {
    // The opened menu: a floating card under the button, or (dropdown) a block in the page flow.
    mobile:
      mobile === 'hamburger'
        ? {
            display: 'flex',
            'flex-direction': 'column',
            'align-items': 'stretch',
            position: 'absolute',
            top: 'calc(100% + 8px)',
            right: key.Alignment === 'left' ? null : '0',
            left: key.Alignment === 'left' ? '0' : null,
            'z-index': '60',
            'min-width': 'min(260px, calc(100vw - 32px))',
            padding: '8px',
            gap: '0',
            'background-color': key.mobileMenuBackground || '#ffffff',
            'border-radius': '12px',
            'box-shadow': '0 12px 32px rgba(15,23,42,.18)',
          }
        : {
            display: 'flex',
            'flex-direction': 'column',
            'align-items': 'stretch',
            width: '100%',
            'margin-top': '8px',
            padding: '4px',
            gap: '0',
            'background-color': key.mobileMenuBackground || '#ffffff',
            border: '1px solid rgba(15,23,42,.12)',
            'border-radius': '10px',
          },
  };
  const panelLink: StyleRule = {
    mobile: { padding: '12px 14px', 'border-radius': '8px', color: panelText, 'text-align': 'left' },
    hover: folds ? { 'background-color': 'rgba(15,23,42,.06)' } : undefined,
  };

  // Sub-menus: a dropdown under their item on wide screens (hover or keyboard focus), indented
  // under it in the folded mobile panel and in vertical menus. Only menus that have them get the rules.
  const { hasSubMenus } = key;
  const subMenuRules: Record<string, StyleRule> = {
    ' li': { base: { position: 'relative' } },
    ' li > ul': {
      base: vertical
        ? { 'list-style': 'none', margin: '0', padding: '0 0 0 14px' }
        : {
            display: 'none',
            position: 'absolute',
            top: '100%',
            left: '0',
            'z-index': '70',
            'list-style': 'none',
            margin: '0',
            padding: '6px',
            'min-width': '200px',
            'background-color': key.mobileMenuBackground || '#ffffff',
            'border-radius': '10px',
            'box-shadow': '0 12px 32px rgba(15,23,42,.18)',
          },
      mobile: {
        display: 'block',
        position: 'static',
        'min-width': '0',
        padding: '0 0 0 14px',
        'box-shadow': 'none',
        'background-color': 'transparent',
      },
    },
    ' li:hover > ul': vertical ? {} : { base: { display: 'block' } },
    ' li:focus-within > ul': vertical ? {} : { base: { display: 'block' } },
    ' li > ul a': vertical
      ? {}
      : { base: { padding: '8px 12px', color: panelText, 'white-space': 'nowrap' } },
  };

  return styles.className(
    {
      base: {
        position: 'relative',
        display: 'flex',
        'flex-direction': vertical ? 'column' : 'row',
        'align-items': vertical ? justifyFor(key.Alignment) : 'center',
        'justify-content': vertical ? null : justifyFor(key.Alignment),
      },
      mobile: folds
        ? {
            'flex-direction': 'column',
            'align-items': mobile === 'dropdown' ? 'stretch' : justifyFor(key.Alignment),
          }
        : undefined,
      nested: Object.assign(
        {
          ' > ul': {
            base: {
              'list-style': 'none',
              margin: '0',
              padding: '0',
              display: 'flex',
              'flex-wrap': 'wrap',
              'flex-direction': vertical ? 'column' : 'row',
              'align-items': vertical ? justifyFor(key.Alignment) : 'center',
              'justify-content': justifyFor(key.Alignment),
              'column-gap': spacing,
              'row-gap': vertical ? spacing : '0',
            },
            mobile: folds
              ? { display: 'none' }
              : { 'column-gap': px(Math.min(Number(key.itemSpacing) || 0, 16)) },
          },
          ' > details': { base: { display: 'none' }, mobile: folds ? { display: 'block' } : undefined },
          ' > details[open] + ul': folds ? panel : {},
          ' a': link,
          ' > details[open] + ul a': folds ? panelLink : {},
          ' > details[open] + ul a[aria-current="page"]': folds
            ? { mobile: { color: key.activeColor || accent } }
            : {},
          ' a[aria-current="page"]': {
            base: { color: key.activeColor || accent, 'font-weight': Math.max(600, key.fontWeight) },
          },
          ' summary': {
            base: Object.assign(
              {
                display: 'inline-flex',
                'align-items': 'center',
                'justify-content': mobile === 'dropdown' ? 'space-between' : 'center',
                gap: '8px',
                'min-width': '44px',
                'min-height': '44px',
                padding: mobile === 'dropdown' ? '0 14px' : '0 10px',
                'border-radius': '10px',
                border: '1px solid rgba(15,23,42,.15)',
                color: key.TextColor || 'inherit',
                cursor: 'pointer',
                'list-style': 'none',
              },
              fontDeclarations(key.FontFamily, key.fontWeight, context),
              {
                'font-size': '15px',
                'user-select': 'none',
              },
            ),
          },
        },
        hasSubMenus ? subMenuRules : undefined,
        {
          ' summary::-webkit-details-marker': { base: { display: 'none' } },
          ' details[open] .nav-closed': { base: { display: 'none' } },
          ' details:not([open]) .nav-open': { base: { display: 'none' } },
          ' details[open] .nav-chev': { base: { transform: 'rotate(180deg)' } },
        },
      ),
    },
    'nav',
  );
}

/**
 * A site menu: `<nav>` with a list of links, the current page marked. Below 767 px the links fold
 * into a `<details>` disclosure (a menu button with a panel, or a dropdown), which opens and
 * closes without script; the navigation island adds Escape, outside-click and link-click closing.
 */
export function NavigationRender({ element, options, context }: RenderProps<NavigationOptions>) {
  const all = links(options, context);
  const shown = shownLinks(all ?? [], context.mode);
  if (shown.length === 0) {
    return context.mode === 'live' ? null : (
      <div className="edit-placeholder">
        {all === null ? 'This menu is missing or has no links yet.' : 'Add links to this menu.'}
      </div>
    );
  }

  const mobile = oneOf(options.mobileMenu, MOBILE_MENUS, 'hamburger');
  const folds = mobile !== 'inline';
  const listId = `${element.id}-links`;
  const fontSize = options.FontSize;
  const navClass = memoized(context, navigationClass, {
    mobile,
    layout: options.layout,
    mobileMenuBackground: options.mobileMenuBackground,
    itemSpacing: options.itemSpacing,
    TextColor: options.TextColor,
    FontFamily: options.FontFamily,
    fontWeight: options.fontWeight,
    HoverTextColor: options.HoverTextColor,
    size: fontSize.desktop,
    tabletSize: fontSize.tablet,
    mobileSize: fontSize.mobile,
    Alignment: options.Alignment,
    activeColor: options.activeColor,
    hasSubMenus: shown.some((link) => link.children.length > 0),
  });

  return (
    <nav className={classNames('nav', navClass)} aria-label="Site" data-nav="">
      {folds && (
        <details data-nav-toggle="">
          <summary aria-controls={listId}>
            {mobile === 'hamburger' ? (
              <>
                <Icon name="bars" context={context} size={20} className="nav-closed" />
                <Icon name="xmark" context={context} size={20} className="nav-open" />
                <span className="sr-only">Menu</span>
              </>
            ) : (
              <>
                <span>Menu</span>
                <Icon name="chevron-down" context={context} size={14} className="nav-chev" />
              </>
            )}
          </summary>
        </details>
      )}
      <NavList id={listId} items={shown} context={context} />
    </nav>
  );
}

function NavList({ id, items, context }: { id?: string; items: readonly NavLink[]; context: RenderContext }) {
  return (
    <ul id={id}>
      {items.map((item, index) => {
        const current = item.href !== null && memoized(context, currentPage, { href: item.href }).current;
        return (
          // Menu links have no ids and may repeat a label; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered in place.
          <li key={index}>
            {item.href === null ? (
              <span data-edit-inert="">{item.label}</span>
            ) : (
              <LinkTo
                href={item.href}
                newWindow={item.newWindow}
                context={context}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </LinkTo>
            )}
            {item.children.length > 0 ? <NavList items={item.children} context={context} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
