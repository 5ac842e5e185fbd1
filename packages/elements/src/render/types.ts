import type { ButtonAction, ButtonOptions, ElementNode, PageRef, Theme } from '@tessera/document';
import type { ReactNode } from 'react';
import type { IslandName } from '../registry.ts';
import type { RenderMemo } from './memo.ts';
import type { StyleSheet } from './styles.ts';

/**
 * SPEC §4 modes. `live` is the published page; `preview` is the draft on the sites origin (same
 * behaviour as live); `edit` is the editor canvas, where clicks are suppressed and tenant
 * script (raw HTML, embeds, iframes) is shown as an inert placeholder.
 */
export type RenderMode = 'live' | 'preview' | 'edit';

/** The site and page being rendered. */
export interface SiteInfo {
  /** The landing's public base URL (SPEC landing link), e.g. `http://demo.localhost:3000`. */
  landingLink: string;
  /** Site name, for alt text and sharing. */
  title: string;
  /** Currency sign prices are shown with (SPEC §9 default '$'). */
  currency: string;
  /** The page's own URL, for social sharing and canonical links. */
  pageUrl: string;
  /** Id of the page being rendered, when it is a stored page (forms post against it). */
  pageId: number | null;
}

/** A published blog post as the blog element lists it. */
export interface BlogPostSummary {
  id: number;
  title: string;
  url: string;
  excerpt: string;
  imageUrl: string;
  publishedAt: string;
  author: string;
}

export interface MenuLink {
  label: string;
  href: string;
  newWindow: boolean;
  /** Sub-items (a site menu's nested items), shown as a dropdown under this one. */
  children?: readonly MenuLink[];
}

export interface ProductSummary {
  id: number;
  name: string;
  description: string;
  /** In the currency's minor unit (cents). */
  priceCents: number;
  imageUrl: string;
  /** Where the buy button goes (a hosted checkout or the order page). */
  checkoutUrl: string;
  /** How often it is charged: one time, or a recurring interval (SPEC §9). Absent: one time. */
  interval?: 'Once' | 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';
}

/**
 * A site that takes payments (its payment gateway is active): what the order elements' island
 * needs to run Stripe's Payment Element on the connected account and to reach the site's checkout.
 * Absent when the site takes none (no gateway, onboarding unfinished, revoked, or payments not set
 * up on the platform): order elements then say payments are not available.
 */
export interface CommerceInfo {
  /** Stripe.js's address and the platform's publishable key. */
  stripeJsUrl: string;
  publishableKey: string;
  /** The connected account (`acct_…`) the money goes to. */
  accountId: string;
  /** ISO 4217, lower case (`usd`): what the site's products are priced in. */
  currency: string;
  /** On the site's own host: the island's JSON posts, and the payment link's form post prefix. */
  checkoutPath: string;
  couponPath: string;
  payPath: string;
  /** The page being rendered (null for a blog post): the checkout names it. */
  pageId: number | null;
}

export interface EpisodeSummary {
  id: string;
  title: string;
  audioUrl: string;
  imageUrl: string;
  publishedAt: string;
  durationSeconds: number;
}

export interface VideoSummary {
  id: string;
  title: string;
  url: string;
  thumbnailUrl: string;
}

export interface PlaceReviews {
  name: string;
  rating: number;
  reviewCount: number;
  url: string;
  reviews: ReadonlyArray<{ author: string; rating: number; text: string; time: string }>;
}

/**
 * Records that elements point at (SPEC: menus, posts, products, podcasts, channels, places),
 * loaded by the server before rendering. Anything missing renders as an empty state in
 * edit/preview and as nothing on a live page: a page never fails because a record is gone.
 */
export interface RenderData {
  pages: readonly PageRef[];
  menus?: Readonly<Record<string, readonly MenuLink[]>>;
  blogPosts?: readonly BlogPostSummary[];
  products?: Readonly<Record<string, ProductSummary>>;
  commerce?: CommerceInfo;
  /**
   * The designer's word that the site takes payments (an active gateway): the canvas has no
   * checkout to render against (`commerce`), yet must not tell the designer to connect a gateway.
   */
  takesPayments?: boolean;
  podcastEpisodes?: Readonly<Record<string, readonly EpisodeSummary[]>>;
  youtubeVideos?: Readonly<Record<string, readonly VideoSummary[]>>;
  places?: Readonly<Record<string, PlaceReviews>>;
}

/** Fonts the page uses, so the head loads exactly those faces. */
export interface FontUsage {
  use(family: string, weight: number): void;
}

/** What every Render component receives besides its own options. */
export interface RenderContext {
  mode: RenderMode;
  theme: Theme;
  styles: StyleSheet;
  fonts: FontUsage;
  site: SiteInfo;
  data: RenderData;
  /** Marks an island as needed: the page then loads that one script. */
  needIsland(name: IslandName): void;
  /** SPEC §5 link rules for a typed link; null for blank or unsafe links. */
  href(raw: string): string | null;
  /** SPEC §2 button click target. */
  buttonAction(options: ButtonOptions): ButtonAction;
  /**
   * Registers a Font Awesome icon by name (`check`, `facebook-f`) and returns its symbol id and
   * view box for `<Icon>`; null for an unknown name (render nothing in its place).
   */
  icon(name: string): { id: string; viewBox: string } | null;
  /** Public endpoint a form element posts to (on the sites origin). */
  formEndpoint(element: ElementNode): string;
  /**
   * Values kept for this one page render (see `memoized`). The published renderer gives one;
   * without it (the editor canvas) every value is computed where it is asked for.
   */
  readonly memo?: RenderMemo;
}

export interface RenderProps<Options> {
  element: ElementNode;
  options: Options;
  /** Section the element sits in (formatted text is addressed by section and element). */
  sectionId: string;
  /** The element's formatted text, already sanitised; '' when it has none. */
  text: string;
  context: RenderContext;
}

/** One element type's renderer: a React component that runs on the server (and in the editor canvas). */
export type ElementRender<Options> = (props: RenderProps<Options>) => ReactNode;
