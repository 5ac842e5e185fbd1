import {
  CARD_CHANNEL_INFO,
  CARD_COLOR_THEMES,
  type CardChannel,
  type CardFormField,
  type ContactCardOptions,
} from '@tessera/document';
import { channelDisplay, channelHref, isWebChannel } from './channels.ts';
import type { CardContent } from './content.ts';
import { CARD_ICONS, type CardIconName } from './icons.ts';
import { type CardColors, designCss } from './styles.ts';

/**
 * The public card page as one HTML document: server-rendered, styles inline, system fonts, and
 * no script but the form island (added by the server when the lead form shows). The editor's
 * live preview renders the same function into a sandboxed frame, so what is edited is what
 * visitors see.
 */

export interface CardPageUrls {
  /** The card's canonical address (its custom URL when set, else its short URL). */
  page: string;
  vcard: string;
  qrSvg: string;
  qrPng: string;
  lead: string;
  /** Where a tap on a web channel goes to be counted and forwarded; null links directly. */
  go: (index: number) => string | null;
  /** Where a tap on an app channel (tel:, sms:, mailto:…) pings to be counted; null for none. */
  ping: (index: number) => string | null;
}

export interface CardPageInput {
  content: CardContent;
  urls: CardPageUrls;
  /** White-label "powered by" line (shown when the card's Powerby option is on). */
  poweredBy: { name: string; url: string } | null;
  mode: 'live' | 'preview';
  /** Minimum-fill-time stamp the lead form carries back (see the server's spam checks). */
  formStamp: string;
}

/** Name of the hidden field people never fill and form-filling bots do. */
export const HONEYPOT_FIELD = 'company_url';

/** Widths of the smaller copies the server keeps of each uploaded card photo. */
export const CARD_IMAGE_VARIANTS = [320, 880] as const;
const UPLOADED = /\/_img\/\d+\/[0-9a-f]{32}\.jpg$/;

/** The smaller copy of an uploaded card picture; any other picture as it is. */
export function cardImageVariant(url: string, width: (typeof CARD_IMAGE_VARIANTS)[number]): string {
  return UPLOADED.test(url) ? url.replace(/\.jpg$/, `-${width}.jpg`) : url;
}
export const STAMP_FIELD = '_ts';

const FIELD_INPUT: Record<
  CardFormField['name'],
  { type: string; autocomplete: string; rules: string; max: number; multiline?: boolean }
> = {
  fullname: { type: 'text', autocomplete: 'name', rules: '', max: 120 },
  company: { type: 'text', autocomplete: 'organization', rules: '', max: 120 },
  job: { type: 'text', autocomplete: 'organization-title', rules: '', max: 120 },
  email: { type: 'email', autocomplete: 'email', rules: 'email', max: 254 },
  phone: { type: 'tel', autocomplete: 'tel', rules: 'phone', max: 40 },
  note: { type: 'text', autocomplete: 'off', rules: '', max: 1000, multiline: true },
};

/** Rules text of a lead-form field, in the form island's syntax (`required|email|max:254`). */
export function leadFieldRules(field: CardFormField): string {
  const input = FIELD_INPUT[field.name];
  return [field.required ? 'required' : '', input.rules, `max:${input.max}`].filter(Boolean).join('|');
}
export function leadFieldMax(field: CardFormField): number {
  return FIELD_INPUT[field.name].max;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
const attr = (value: string) => `"${escapeHtml(value)}"`;

class Sprite {
  private readonly used = new Set<CardIconName>();
  use(name: CardIconName, label?: string): string {
    this.used.add(name);
    const a11y = label ? ` role="img" aria-label=${attr(label)}` : ' aria-hidden="true"';
    return `<svg class="i"${a11y} focusable="false"><use href="#i-${name}"/></svg>`;
  }
  symbols(): string {
    if (this.used.size === 0) return '';
    let out = '<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>';
    for (const name of this.used) {
      const icon = CARD_ICONS[name];
      out += `<symbol id="i-${name}" viewBox="0 0 ${icon.width} ${icon.height}"><path d="${icon.path}"/></symbol>`;
    }
    return `${out}</defs></svg>`;
  }
}

interface LinkTarget {
  href: string;
  /** Extra attributes: new tab for web pages, ping for app links, download for the vCard. */
  extra: string;
}

function linkFor(
  channel: CardChannel,
  value: string,
  index: number,
  input: CardPageInput,
  fileName: string,
): LinkTarget {
  const direct = channelHref(channel, value, input.urls.vcard);
  if (channel === 'contact') return { href: direct, extra: ` download=${attr(fileName)}` };
  if (isWebChannel(channel)) {
    const go = input.urls.go(index);
    return { href: go ?? direct, extra: ' target="_blank" rel="noopener"' };
  }
  const ping = input.urls.ping(index);
  return { href: direct, extra: ping ? ` ping=${attr(ping)}` : '' };
}

function leadForm(options: ContactCardOptions, input: CardPageInput): string {
  const form = options.LeadForm;
  const redirect = options.Redirect && options.CustomUrl;
  const fields = options.FieldList.map((field) => {
    const spec = FIELD_INPUT[field.name];
    const id = `lf-${field.name}`;
    const label = escapeHtml(field.label || field.name);
    const common = `id="${id}" name="${field.name}" data-rules=${attr(leadFieldRules(field))} maxlength="${spec.max}" autocomplete="${spec.autocomplete}"${field.required ? ' required aria-required="true"' : ''}`;
    const control = spec.multiline
      ? `<textarea ${common} rows="3"></textarea>`
      : `<input type="${spec.type}" ${common}>`;
    return `<div class="fld"><label for="${id}">${label}${field.required ? ' <span aria-hidden="true">*</span>' : ''}</label>${control}<p id="${id}-err" class="err" hidden></p></div>`;
  }).join('');
  return [
    `<section class="lead" aria-labelledby="lead-h"><h2 id="lead-h">${escapeHtml(form.Headline)}</h2>`,
    `<form data-island="form" method="post" action=${attr(input.urls.lead)} novalidate`,
    redirect ? ` data-after="redirect" data-redirect=${attr(options.CustomUrl)}` : '',
    ` data-success="Thank you! Your details were sent.">`,
    fields,
    // People never see or fill this; bots that fill every field do (the server then drops the post).
    `<div class="hp" aria-hidden="true"><label for="lf-hp">Leave this field empty</label><input id="lf-hp" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>`,
    `<input type="hidden" name="${STAMP_FIELD}" value=${attr(input.formStamp)}>`,
    form.Disclosure ? `<p class="disc">${escapeHtml(form.Disclosure)}</p>` : '',
    `<button type="submit" class="cta">${escapeHtml(form.ButtonLabel)}</button>`,
    '<p class="st" role="status" aria-live="polite"></p></form></section>',
  ].join('');
}

function shareSheet(input: CardPageInput, sprite: Sprite, name: string): string {
  const url = input.urls.page;
  const text = `${name}'s digital business card`;
  const enc = encodeURIComponent;
  const targets: Array<[string, string]> = [
    ['Email', `mailto:?subject=${enc(text)}&body=${enc(url)}`],
    ['Text message', `sms:?&body=${enc(`${text}: ${url}`)}`],
    ['WhatsApp', `https://wa.me/?text=${enc(`${text}: ${url}`)}`],
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`],
    ['X', `https://x.com/intent/post?url=${enc(url)}&text=${enc(text)}`],
  ];
  return [
    `<details class="share"><summary>${sprite.use('share')}<span>Share this card</span></summary><div class="sheet">`,
    `<img class="qr" src=${attr(input.urls.qrSvg)} width="184" height="184" alt=${attr(`QR code for ${url}`)} loading="lazy">`,
    `<p class="qrl"><a href=${attr(input.urls.qrSvg)} download="qr-code.svg">${sprite.use('download')}QR code (SVG)</a> <a href=${attr(input.urls.qrPng)} download="qr-code.png">${sprite.use('download')}QR code (PNG)</a></p>`,
    `<label class="copy" for="card-url">Card link</label><input id="card-url" class="copy" readonly value=${attr(url)}>`,
    `<ul class="to">${targets.map(([label, href]) => `<li><a href=${attr(href)} target="_blank" rel="noopener">${escapeHtml(label)}</a></li>`).join('')}</ul>`,
    '</div></details>',
  ].join('');
}

export interface RenderedCardPage {
  html: string;
  /** Whether the page needs the form island (the lead form shows). */
  needsFormIsland: boolean;
}

export function renderCardPage(input: CardPageInput, fileName: string): RenderedCardPage {
  const { content } = input;
  const options = content.options;
  const sprite = new Sprite();
  const name = content.name;
  const role = [content.job_title, content.company].filter(Boolean).join(' · ');

  const buttons = options.ButtonList.map((button, index) => ({ button, index }));
  const firstOf = (channel: CardChannel) => buttons.find((b) => b.button.Channel === channel);
  const icons = options.IconList.map((channel) => firstOf(channel))
    .filter((entry): entry is NonNullable<typeof entry> => entry !== undefined)
    .map(({ button, index }) => {
      const link = linkFor(button.Channel, button.Value, index, input, fileName);
      const label = button.Label || CARD_CHANNEL_INFO[button.Channel].label;
      return `<li><a href=${attr(link.href)}${link.extra} aria-label=${attr(label)}>${sprite.use(button.Channel)}</a></li>`;
    })
    .join('');
  const list = buttons
    .filter(({ button }) => button.Channel !== 'contact')
    .map(({ button, index }) => {
      const link = linkFor(button.Channel, button.Value, index, input, fileName);
      const label = button.Label || CARD_CHANNEL_INFO[button.Channel].label;
      const shown = channelDisplay(button.Channel, button.Value);
      return `<li><a class="btn" href=${attr(link.href)}${link.extra}><span class="ic">${sprite.use(button.Channel)}</span><span class="tx"><b>${escapeHtml(label)}</b>${shown ? `<small>${escapeHtml(shown)}</small>` : ''}</span></a></li>`;
    })
    .join('');
  const saveLabel = options.Button.Label || 'Save Contact';
  const save = `<div class="savebar"><a class="save hv-${options.Button.HoverAnimation}" href=${attr(input.urls.vcard)} download=${attr(fileName)}>${sprite.use('contact')}<span>${escapeHtml(saveLabel)}</span></a></div>`;

  const coverSmall = cardImageVariant(content.cover_url, 880);
  const cover = content.cover_url
    ? `<img class="cover" src=${attr(coverSmall)}${coverSmall !== content.cover_url ? ` srcset=${attr(`${coverSmall} 880w, ${content.cover_url} 1200w`)} sizes="(max-width: 440px) 100vw, 440px"` : ''} alt="" width="440" height="180" fetchpriority="high">`
    : '<div class="cover" aria-hidden="true"></div>';
  const photo = content.photo_url
    ? `<img class="photo" src=${attr(cardImageVariant(content.photo_url, 320))} alt=${attr(name)} width="128" height="128"${content.cover_url ? '' : ' fetchpriority="high"'}>`
    : `<div class="photo initials" aria-hidden="true">${escapeHtml(initials(name))}</div>`;
  const logo = content.logo_url
    ? `<img class="logo" src=${attr(content.logo_url)} alt=${attr(content.company ? `${content.company} logo` : 'Logo')} width="120" height="40">`
    : '';

  const body = [
    `<main class="card d-${options.Design.Id.toLowerCase()} bt-${options.Button.Theme} al-${options.Align}">`,
    `<header class="top">${cover}<div class="who">${photo}${logo}<h1>${escapeHtml(name)}</h1>`,
    role ? `<p class="role">${escapeHtml(role)}</p>` : '',
    content.bio ? `<p class="bio">${escapeHtml(content.bio)}</p>` : '',
    '</div></header>',
    icons ? `<nav aria-label="Quick contact"><ul class="icons">${icons}</ul></nav>` : '',
    list ? `<ul class="btns">${list}</ul>` : '',
    options.ShowLeadForm ? leadForm(options, input) : '',
    shareSheet(input, sprite, name),
    options.Powerby && input.poweredBy
      ? `<footer class="pb">Powered by <a href=${attr(input.poweredBy.url)} target="_blank" rel="noopener">${escapeHtml(input.poweredBy.name)}</a></footer>`
      : '',
    save,
    '</main>',
  ].join('');

  const description = content.bio || (role ? `${name}, ${role}` : `${name}'s digital business card`);
  const title = role ? `${name} — ${role}` : name;
  const colors = themeColors(options.Design);
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content=${attr(description.slice(0, 300))}>`,
    input.mode === 'preview' ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href=${attr(input.urls.page)}>`,
    '<link rel="icon" href="data:,">',
    `<meta name="theme-color" content=${attr(colors.color)}>`,
    `<meta property="og:type" content="profile"><meta property="og:title" content=${attr(title)}>`,
    `<meta property="og:description" content=${attr(description.slice(0, 300))}><meta property="og:url" content=${attr(input.urls.page)}>`,
    content.photo_url ? `<meta property="og:image" content=${attr(content.photo_url)}>` : '',
    `<style>${designCss(colors, options)}${input.mode === 'preview' ? 'a,button,summary{pointer-events:none}' : ''}</style>`,
    '</head><body>',
    sprite.symbols(),
    body,
    '</body></html>',
  ].join('');
  return { html, needsFormIsland: options.ShowLeadForm };
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => [...w][0]?.toUpperCase() ?? '').join('');
}

/** The design's colours: custom ones when set, else the colour theme's. */
export function themeColors(design: ContactCardOptions['Design']): CardColors {
  const theme = CARD_COLOR_THEMES[design.ColorTheme];
  return { color: design.Color || theme.Color, secondary: design.SecondaryColor || theme.SecondaryColor };
}
