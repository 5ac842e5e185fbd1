import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  buildVCard,
  type CardPageInput,
  cardContact,
  channelHref,
  HONEYPOT_FIELD,
  renderCardPage,
  STAMP_FIELD,
  type VCardPhoto,
  vcardFileName,
} from '@tessera/cards';
import { CARD_CHANNELS, type CardChannel } from '@tessera/document';
import { eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { cardContacts, cards } from '../../../db/schema/cards.ts';
import type { AppDeps } from '../../../deps.ts';
import { whitelabelOfAgency } from '../../../lib/app-url.ts';
import { hmacSha256 } from '../../../lib/crypto.ts';
import { leadSpamReason, recentLeadsOf, visitorHash } from '../../../lib/lead-spam.ts';
import type { ObjectStorage } from '../../../lib/storage/index.ts';
import { PLAIN_CSP, plainPage } from '../../../sites/policy.ts';
import { negotiateEncoding, sendPrepared } from '../../../sites/response.ts';
import type { Sites } from '../../../sites/runtime.ts';
import { webhookPolicy } from '../../webhooks/policy.ts';
import type { CardRow } from '../access.ts';
import { cardImageKey, cardImageKeyOf, readCardImage } from '../images.ts';
import { announceCardLead, type CardLeadDeps } from '../leads.ts';
import { cardContent } from '../service.ts';
import { CardCounters } from '../stats.ts';
import { CardUrls } from '../urls.ts';
import { validateLead } from './lead.ts';
import { qrPng, qrSvg } from './qr.ts';
import { FormStamps } from './spam.ts';

const gzipAsync = promisify(gzip);

/** Per-IP ceiling on lead posts, as for site forms: enough for an office, too few for a flood. */
export const LEAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
const LEAD_BODY_LIMIT_BYTES = 64 * 1024;
const LEAD_THANKS = 'Thank you! Your details were sent.';

/**
 * The card page's policy: its own styles, the form island from its own origin, images from
 * anywhere over https, nothing else. No inline script can run.
 */
export const CARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self' https: http: data:",
  "connect-src 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

declare module 'fastify' {
  interface FastifyInstance {
    /** Card views, saves, taps and leads, counted in memory and written in batches. */
    cardCounters: CardCounters;
  }
}

type HostDeps = AppDeps & { sites: Sites; storage: ObjectStorage };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Public business cards on `card.{SITES_DOMAIN}`: `/{code}` (short URL) or `/{slug}` (custom
 * URL) is the card page; `/{code}/contact.vcf` the vCard; `/{code}/qr.svg|png` its QR code;
 * `/{code}/go/{n}` counts a tap on a web channel and forwards; `POST /{code}/tap/{n}` is the
 * ping of an app channel (tel:, sms:, mailto:); `POST /{code}/lead` the lead form.
 * Registered on the root instance: it decorates `cardCounters` and flushes them on close.
 */
export async function registerCardHost(app: FastifyInstance, deps: HostDeps): Promise<void> {
  const counters = new CardCounters(deps.db, app.log, { clock: deps.clock });
  counters.start();
  app.decorate('cardCounters', counters);
  app.addHook('onClose', () => counters.stop());
  await app.register(async (host) => cardHostRoutes(host, deps, counters));
}

async function cardHostRoutes(app: FastifyInstance, deps: HostDeps, counters: CardCounters): Promise<void> {
  const { db, sites } = deps;
  const urls = new CardUrls(sites.origins);
  const stamps = new FormStamps(hmacSha256(deps.config.SECRET_KEY, 'card-lead-stamps'), deps.clock);
  const leadDeps = (log: FastifyBaseLogger): CardLeadDeps => ({
    db,
    mail: app.mail,
    secretKey: deps.config.SECRET_KEY,
    outbound: webhookPolicy(deps.config).outbound,
    counters,
    siteEvents: app.siteEvents,
    urls,
    log,
  });
  const constraints = {
    host: new RegExp(`^card\\.${escapeRegExp(deps.config.SITES_DOMAIN)}(?::\\d+)?$`, 'i'),
  };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // <a ping> posts "PING" as text/ping.
  app.addContentTypeParser('text/ping', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  async function findCard(key: string): Promise<CardRow | null> {
    if (!/^[A-Za-z0-9-]{3,60}$/.test(key)) return null;
    const rows = await db
      .select()
      .from(cards)
      .where(or(eq(cards.shortCode, key), eq(cards.slug, key.toLowerCase())))
      .limit(2);
    // A short code wins over a custom URL (slugs can never equal an existing code).
    return rows.find((row) => row.shortCode === key) ?? rows[0] ?? null;
  }

  async function poweredBy(agencyId: number): Promise<{ name: string; url: string } | null> {
    const row = await whitelabelOfAgency(db, agencyId);
    if (!row) return null;
    const scheme = deps.config.SITES_HTTPS ? 'https' : 'http';
    return { name: row.name, url: `${scheme}://${row.domain}` };
  }

  async function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    html: string,
    csp: string,
    cache: string,
  ): Promise<FastifyReply> {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const zipped = encoding !== 'identity';
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('cache-control', cache)
      .header('vary', 'Accept-Encoding');
    // Each answer carries its own form stamp, so pages are compressed per request (gzip: fast).
    if (zipped) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html, { level: 6 }));
    return reply.send(html);
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(
      request,
      reply,
      404,
      plainPage('Card not found', 'This digital business card does not exist or was removed.'),
      PLAIN_CSP,
      'no-store',
    );

  function pageInput(card: CardRow, poweredByLine: CardPageInput['poweredBy']): CardPageInput {
    const base = `/${card.shortCode}`;
    return {
      content: cardContent(card),
      urls: {
        page: urls.canonical(card),
        vcard: `${base}/contact.vcf`,
        qrSvg: `${base}/qr.svg`,
        qrPng: `${base}/qr.png`,
        lead: `${base}/lead`,
        go: (index) => `${base}/go/${index}`,
        ping: (index) => `${base}/tap/${index}`,
      },
      poweredBy: poweredByLine,
      mode: 'live',
      formStamp: stamps.issue(card.id),
    };
  }

  /**
   * The photo a vCard carries: our own upload inlined as a small JPEG (every contact app shows
   * that), any other picture as a link.
   */
  async function vcardPhoto(url: string): Promise<VCardPhoto | null> {
    if (!url) return null;
    const key = cardImageKeyOf(url, urls);
    if (key) {
      const bytes = await readCardImage(deps.storage, key);
      if (bytes) {
        const small = await sharp(bytes)
          .resize({ width: 400, height: 400, fit: 'cover' })
          .jpeg({ quality: 80 })
          .toBuffer()
          .catch(() => null);
        if (small) return { jpegBase64: small.toString('base64') };
      }
    }
    return { uri: url.startsWith('/') ? `${urls.origin()}${url}` : url };
  }

  app.get<{ Params: { agencyId: string; file: string } }>(
    '/_img/:agencyId/:file',
    { constraints },
    async (request, reply) => {
      const { agencyId, file } = request.params;
      if (!/^\d{1,10}$/.test(agencyId) || !/^[0-9a-f]{32}(?:-\d{3,4})?\.(jpg|png)$/.test(file))
        return notFound(request, reply);
      const bytes = await readCardImage(deps.storage, cardImageKey(Number(agencyId), file));
      if (!bytes) return notFound(request, reply);
      return reply
        .header('content-type', file.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);
    },
  );

  app.get('/_assets/islands/:file', { constraints }, async (request, reply) => {
    const prepared = await sites.assets.response(request.url.split('?')[0]!);
    if (!prepared) return notFound(request, reply);
    reply.hijack();
    sendPrepared(request.raw, reply.raw, prepared);
  });

  app.get<{ Params: { key: string } }>('/:key', { constraints }, async (request, reply) => {
    const card = await findCard(request.params.key);
    if (!card) return notFound(request, reply);
    const rendered = renderCardPage(
      pageInput(card, await poweredBy(card.agencyId)),
      vcardFileName(card.name),
    );
    const html = rendered.needsFormIsland
      ? rendered.html.replace('</body>', `${sites.assets.islandScripts(['form'])}</body>`)
      : rendered.html;
    if (request.method === 'GET') counters.bump(card.id, 'view');
    // Revalidated on every visit: the page carries a fresh form stamp, and edits show at once.
    return sendHtml(request, reply, 200, html, CARD_CSP, 'no-cache');
  });

  app.get<{ Params: { key: string } }>('/:key/contact.vcf', { constraints }, async (request, reply) => {
    const card = await findCard(request.params.key);
    if (!card) return notFound(request, reply);
    const content = cardContent(card);
    const photo = await vcardPhoto(content.photo_url);
    const vcard = buildVCard(
      cardContact(content, {
        uid: `urn:tessera:card:${card.shortCode}`,
        photo,
        revision: card.updatedAt.toISOString(),
      }),
      // 3.0 by default: every contact app imports it; `?version=4.0` for RFC 6350.
      (request.query as { version?: unknown }).version === '4.0' ? '4.0' : '3.0',
    );
    if (request.method === 'GET') counters.bump(card.id, 'save');
    return reply
      .header('content-type', 'text/vcard; charset=utf-8')
      .header('content-disposition', `attachment; filename="${vcardFileName(card.name)}"`)
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(vcard);
  });

  app.get<{ Params: { key: string; format: string } }>(
    '/:key/qr.:format',
    { constraints },
    async (request, reply) => {
      const format = request.params.format;
      if (format !== 'svg' && format !== 'png') return notFound(request, reply);
      const card = await findCard(request.params.key);
      if (!card) return notFound(request, reply);
      const target = urls.canonical(card);
      reply
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.query && (request.query as Record<string, unknown>).download !== undefined)
        reply.header('content-disposition', `attachment; filename="qr-code.${format}"`);
      if (format === 'svg') return reply.type('image/svg+xml').send(await qrSvg(target));
      return reply.type('image/png').send(await qrPng(target));
    },
  );

  /** The channel at `index` of a card's buttons, when there is one. */
  function channelAt(card: CardRow, index: string): { channel: CardChannel; value: string } | null {
    const n = Number(index);
    if (!Number.isSafeInteger(n) || n < 0) return null;
    const button = cardContent(card).options.ButtonList[n];
    if (!button || !(CARD_CHANNELS as readonly string[]).includes(button.Channel)) return null;
    return { channel: button.Channel, value: button.Value };
  }

  app.get<{ Params: { key: string; index: string } }>(
    '/:key/go/:index',
    { constraints },
    async (request, reply) => {
      const card = await findCard(request.params.key);
      const target = card ? channelAt(card, request.params.index) : null;
      if (!card || !target) return notFound(request, reply);
      const href = channelHref(target.channel, target.value, `/${card.shortCode}/contact.vcf`);
      // Only web links are forwarded from here; anything else goes back to the card.
      if (!/^https?:\/\//i.test(href)) return reply.redirect(`/${card.shortCode}`, 302);
      counters.bump(card.id, `tap:${target.channel}`);
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'origin')
        .redirect(href, 302);
    },
  );

  app.post<{ Params: { key: string; index: string } }>(
    '/:key/tap/:index',
    { constraints, bodyLimit: 1024, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const card = await findCard(request.params.key);
      const target = card ? channelAt(card, request.params.index) : null;
      if (card && target) counters.bump(card.id, `tap:${target.channel}`);
      return reply.status(204).header('cache-control', 'no-store').send();
    },
  );

  app.post<{ Params: { key: string } }>(
    '/:key/lead',
    { constraints, bodyLimit: LEAD_BODY_LIMIT_BYTES, config: { rateLimit: LEAD_RATE_LIMIT } },
    async (request, reply) => {
      const native = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const card = await findCard(request.params.key);
      const options = card ? cardContent(card).options : null;
      if (!card || !options?.ShowLeadForm) {
        return native ? notFound(request, reply) : reply.status(404).send({ message: 'Not found.' });
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      const fields = (native ? body : body.fields) as Record<string, unknown> | undefined;
      if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
        return reply.status(422).send({
          message: 'The form data is invalid.',
          errors: { fields: ['The form data is invalid.'] },
        });
      }
      const thanks = () => {
        if (!native) return reply.send({ success: true, message: LEAD_THANKS });
        if (options.Redirect && options.CustomUrl) return reply.redirect(options.CustomUrl, 303);
        return sendHtml(
          request,
          reply,
          200,
          plainPage('Thank you', LEAD_THANKS, { href: `/${card.shortCode}`, label: 'Back to the card' }),
          PLAIN_CSP,
          'no-store',
        );
      };
      const { data, errors } = validateLead(options.FieldList, fields);
      const names = Object.keys(errors);
      if (names.length > 0) {
        const message = errors[names[0]!]![0]!;
        if (!native) return reply.status(422).send({ message, errors });
        const lines = options.FieldList.filter((f) => errors[f.name]).map(
          (f) => `${f.label || f.name}: ${errors[f.name]![0]}`,
        );
        return sendHtml(
          request,
          reply,
          422,
          plainPage('Please check the form', lines.join(' '), {
            href: `/${card.shortCode}`,
            label: 'Back to the card',
          }),
          PLAIN_CSP,
          'no-store',
        );
      }
      // Suspected spam is kept with its reason, behind the Spam filter of the card's leads, and
      // answered like a lead (lib/lead-spam.ts); only the rate limit refuses outright.
      const honeypot = fields[HONEYPOT_FIELD];
      const visitor = visitorHash(deps.config.SECRET_KEY, request.ip);
      const spam = leadSpamReason({
        honeypot: typeof honeypot === 'string' && honeypot.trim() !== '',
        tooFast:
          stamps.problem(
            card.id,
            typeof fields[STAMP_FIELD] === 'string' ? (fields[STAMP_FIELD] as string) : '',
          ) !== null,
        recentFromVisitor: await recentLeadsOf(db, cardContacts, eq(cardContacts.cardId, card.id), visitor),
      });
      const [stored] = await db
        .insert(cardContacts)
        .values({
          cardId: card.id,
          agencyId: card.agencyId,
          data,
          spamReason: spam,
          announced: false,
          visitorHash: visitor,
        })
        .returning({ id: cardContacts.id });
      if (spam) request.log.info({ cardId: card.id, reason: spam }, 'card lead held as spam');
      else await announceCardLead(leadDeps(request.log), stored!.id);
      return thanks();
    },
  );

  app.get('/robots.txt', { constraints }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send('User-agent: *\nAllow: /\n'),
  );

  // Anything else on the cards host.
  app.get('/', { constraints }, (request, reply) => notFound(request, reply));
  app.get('/*', { constraints }, (request, reply) => notFound(request, reply));
}
