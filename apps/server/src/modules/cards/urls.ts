import { CARDS_SUBDOMAIN } from '../../sites/hosts.ts';
import type { SiteOrigins } from '../../sites/origin.ts';

/** Where a card is reached: its short URL always, its custom URL when it has a slug. */
export interface CardAddress {
  shortCode: string;
  slug: string | null;
}

export class CardUrls {
  constructor(private readonly origins: SiteOrigins) {}

  /** `http://card.{SITES_DOMAIN}:{port}`: the sites-domain host every card page is on. */
  origin(): string {
    return this.origins.subdomainOrigin(CARDS_SUBDOMAIN);
  }

  short(card: CardAddress): string {
    return `${this.origin()}/${card.shortCode}`;
  }

  custom(card: CardAddress): string | null {
    return card.slug ? `${this.origin()}/${card.slug}` : null;
  }

  /** The address people are given: the custom URL when set, else the short URL. */
  canonical(card: CardAddress): string {
    return this.custom(card) ?? this.short(card);
  }

  vcard(card: CardAddress): string {
    return `${this.origin()}/${card.shortCode}/contact.vcf`;
  }

  qr(card: CardAddress, format: 'svg' | 'png'): string {
    return `${this.origin()}/${card.shortCode}/qr.${format}`;
  }
}
