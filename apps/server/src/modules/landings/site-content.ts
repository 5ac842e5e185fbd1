import type { SiteOptions, SiteSettings } from '@tessera/api-contract';
import {
  type ElementNode,
  hasPlaceholder,
  oneLineAddress,
  type PageDocument,
  type SectionNode,
  walkSubtree,
} from '@tessera/document';

/** Text as it goes into formatted-text HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A phone number as a `tel:` link dials it: digits and a leading plus. */
function dialable(phone: string): string {
  return phone.replace(/(?!^\+)[^\d]/g, '');
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

class SectionEditor {
  constructor(
    private readonly document: PageDocument,
    readonly section: SectionNode,
  ) {}

  elements(key: string): ElementNode[] {
    const out: ElementNode[] = [];
    for (const node of walkSubtree(this.section))
      if (node.type === 'element' && node.key === key) out.push(node);
    return out;
  }

  setOptions(element: ElementNode, options: Record<string, unknown>): void {
    element.options = { ...element.options, ...options };
  }

  text(element: ElementNode): string {
    return this.document.texts[this.section.id]?.[element.id] ?? '';
  }

  setText(element: ElementNode, html: string): void {
    const texts = this.document.texts;
    texts[this.section.id] = { ...(texts[this.section.id] ?? {}), [element.id]: html };
  }

  show(visible: boolean): void {
    this.section.options = { ...this.section.options, visibility: visible ? 'both' : 'hidden' };
  }
}

export interface SiteContent {
  title: string;
  settings: SiteSettings;
  options: SiteOptions;
}

/**
 * Fills the default site template (SPEC §3 site option blocks and settings) into a fresh copy of
 * its document: headline, nine services, about, contact, footer, logo and socials. Sections are
 * found by their template names; a block switched off hides its section. Mutates `document`,
 * which the caller built fresh.
 */
export function applySiteContent(document: PageDocument, content: SiteContent): PageDocument {
  const { options, settings } = content;
  const business = settings.business_section;
  const name = business.name || content.title;
  const sections = new Map(document.sections.map((s) => [s.name ?? '', new SectionEditor(document, s)]));
  const section = (name: string) => sections.get(name);

  if (options.styling.primary_color) {
    document.theme = {
      ...document.theme,
      ButtonBackground: options.styling.primary_color,
      ButtonBorderColor: options.styling.primary_color,
    };
  }

  const header = section('Header');
  if (header) {
    header.show(options.header.show);
    for (const logo of header.elements('logo')) {
      const current = (logo.options.Logo ?? {}) as Record<string, unknown>;
      header.setOptions(logo, {
        alt: name,
        Logo: options.header.logo_url ? { ...current, url: options.header.logo_url } : current,
      });
    }
    const links = Object.entries(settings.socials)
      .filter(([, url]) => url !== '')
      .map(([network, url]) => ({ network, url }));
    for (const social of header.elements('social-link')) {
      header.setOptions(social, {
        links,
        visibility: options.header.show_socials && links.length > 0 ? 'both' : 'hidden',
      });
    }
  }

  section('Menu')?.show(options.menu.show);

  const banner = section('Banner');
  if (banner) {
    banner.show(options.banner.show);
    const headline = options.banner.headline || name;
    for (const h1 of banner.elements('h1')) banner.setText(h1, `<h1>${escapeHtml(headline)}</h1>`);
    const sub = options.banner.subheadline || business.tagline;
    for (const p of banner.elements('paragraph')) banner.setText(p, sub ? paragraphs(sub) : '');
    for (const button of banner.elements('button')) {
      banner.setOptions(button, {
        Text: options.banner.button_text || 'Contact Us',
        CustomLink: options.banner.button_link || '#contact',
        visibility: options.banner.button_text ? 'both' : 'hidden',
      });
    }
    if (options.banner.image_url) {
      const background = (banner.section.options.background ?? {}) as Record<string, unknown>;
      const image = (background.image ?? {}) as Record<string, unknown>;
      banner.section.options = {
        ...banner.section.options,
        background: { ...background, image: { ...image, url: options.banner.image_url } },
      } as SectionNode['options'];
    }
  }

  const services = section('Services');
  if (services) {
    const active = options.services.items.some((item) => item.IsActive);
    services.show(options.services.show && active);
    for (const h2 of services.elements('h2'))
      services.setText(h2, `<h2>${escapeHtml(options.services.title)}</h2>`);
    services.elements('icon-feature').forEach((feature, index) => {
      const item = options.services.items[index];
      if (!item) return;
      services.setOptions(feature, {
        Title: item.Title,
        Content: item.Content,
        Icon: item.Icon || 'star',
        visibility: item.IsActive ? 'both' : 'hidden',
      });
    });
  }

  const about = section('About');
  if (about) {
    about.show(options.about.show);
    for (const h2 of about.elements('h2')) about.setText(h2, `<h2>${escapeHtml(options.about.title)}</h2>`);
    for (const p of about.elements('paragraph')) about.setText(p, paragraphs(options.about.content));
    if (options.about.image_url) {
      for (const image of about.elements('image')) {
        about.setOptions(image, {
          Image: { url: options.about.image_url, Ratio: 0 },
          alt: options.about.title,
        });
      }
    }
  }

  const articles = section('Articles');
  if (articles) {
    articles.show(options.articles.show);
    for (const h2 of articles.elements('h2'))
      articles.setText(h2, `<h2>${escapeHtml(options.articles.title)}</h2>`);
    for (const blog of articles.elements('blog'))
      articles.setOptions(blog, { count: options.articles.count });
  }

  const contact = section('Contact');
  if (contact) {
    contact.show(options.contact.show);
    for (const h2 of contact.elements('h2'))
      contact.setText(h2, `<h2>${escapeHtml(options.contact.title)}</h2>`);
    for (const form of contact.elements('form')) {
      contact.setOptions(form, { visibility: options.contact.show_form ? 'both' : 'hidden' });
    }
    // The phone and email lines show what the business gave, and nothing made up when it gave none.
    for (const line of contact.elements('paragraph')) {
      const html = contact.text(line);
      const way = html.includes('href="tel:') ? 'phone' : html.includes('href="mailto:') ? 'email' : null;
      if (way === null) continue;
      const value = business[way];
      if (!value) {
        contact.setOptions(line, { visibility: 'hidden' });
        continue;
      }
      // A placeholder stays whole (it is resolved where the site is made); a number is dialled bare.
      const target =
        way === 'email' ? `mailto:${value}` : `tel:${hasPlaceholder(value) ? value : dialable(value)}`;
      contact.setText(line, `<p><a href="${escapeHtml(target)}">${escapeHtml(value)}</a></p>`);
    }
    const address = oneLineAddress(business);
    for (const map of contact.elements('map')) {
      contact.setOptions(map, {
        address,
        visibility: options.contact.show_map && address ? 'both' : 'hidden',
      });
    }
  }

  const footer = section('Footer');
  if (footer) {
    footer.show(options.footer.show);
    // Only legal texts that exist are linked: the site serves them at these paths (sites/legal.ts).
    const legal = options.footer.show_legal_links
      ? [
          settings.legals.privacy ? ' · <a href="/privacy-policy">Privacy Policy</a>' : '',
          settings.legals.service ? ' · <a href="/terms-of-service">Terms of Service</a>' : '',
        ].join('')
      : '';
    const text = options.footer.text ? escapeHtml(options.footer.text) : `© ${escapeHtml(name)}`;
    for (const p of footer.elements('paragraph')) footer.setText(p, `<p>${text}${legal}</p>`);
  }

  return document;
}
