import { siteFormPostBody } from '@tessera/api-contract';
import {
  FORM_HONEYPOT_NAME,
  FORM_MIN_FILL_MS,
  type FormField,
  findElement,
  isRequired,
  MESSAGES,
  normalizeTextInput,
  resolveLink,
  validateField,
} from '@tessera/document';
import { elementRegistry, loadStoredDocument } from '@tessera/elements';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { formSubmissions } from '../../db/schema/contacts.ts';
import { recordIdFromText } from '../../lib/input-guard.ts';
import { leadSpamReason, recentLeadsOf, visitorHash } from '../../lib/lead-spam.ts';
import { PLAIN_CSP, plainPage } from '../../sites/policy.ts';
import type { Sites } from '../../sites/runtime.ts';
import { livePostDocument } from '../blogs/lookup.ts';
import { formRecord } from '../forms/lookup.ts';
import { pagePublishedDocument } from '../pages/lookup.ts';
import { announceContact } from './announce.ts';

/** Per-IP ceiling on form posts: enough for a busy office behind one address, too few for a flood. */
export const FORM_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;
const MAX_VALUE_LENGTH = 5_000;
const DEFAULT_SUCCESS = 'Thank you! We will be in touch shortly.';

type FieldValue = string | boolean;
export type FieldErrors = Record<string, string[]>;

/**
 * Checks submitted values against the form's own field rules (SPEC §5 messages). Fields the
 * form does not define are dropped; values are stored as the inputs normalise them.
 */
export function validateSubmission(
  fields: readonly FormField[],
  submitted: Readonly<Record<string, FieldValue | undefined>>,
): { data: Record<string, FieldValue>; errors: FieldErrors } {
  const data: Record<string, FieldValue> = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const raw = Object.hasOwn(submitted, field.name) ? submitted[field.name] : undefined;
    if (field.type === 'checkbox') {
      const checked = raw === true || raw === 'true' || raw === 'on';
      if (isRequired(field.rules) && !checked) errors[field.name] = [MESSAGES.required];
      data[field.name] = checked;
      continue;
    }
    const text = typeof raw === 'string' ? raw : '';
    if (text.length > MAX_VALUE_LENGTH) {
      errors[field.name] = [`This field must be at most ${MAX_VALUE_LENGTH} characters.`];
      continue;
    }
    const message = validateField(text, field.rules);
    if (message !== null) {
      errors[field.name] = [message];
      continue;
    }
    if (field.type === 'select' && text !== '' && field.choices.length > 0 && !field.choices.includes(text)) {
      errors[field.name] = ['Please choose one of the options.'];
      continue;
    }
    data[field.name] = normalizeTextInput(text, field.rules).trim();
  }
  return { data, errors };
}

interface FormTarget {
  agencyId: number;
  landingId: number;
  /** The page the form is on; null for a blog post's form (its leads belong to the site). */
  pageId: number | null;
  fields: FormField[];
  successMessage: string;
  redirectUrl: string | null;
  /** The site's form record the element points at, when it exists. */
  form: { id: number; name: string } | null;
}

/** Whether the hidden field was filled in, and whether the form was sent faster than a person types. */
export function formSpamSignals(
  honeypot: string | undefined,
  elapsedMs: number | undefined,
): { honeypot: boolean; tooFast: boolean } {
  return {
    honeypot: honeypot !== undefined && honeypot.trim() !== '',
    // The island measures this; a post without it did not come through the page as a person sees it.
    tooFast: elapsedMs === undefined || elapsedMs < FORM_MIN_FILL_MS,
  };
}

/** Where a form lives: a published page, or a published blog post, of the site. */
export interface FormOwner {
  kind: 'page' | 'post';
  id: number;
}

/** The published document (and its agency) of a form's owner on this site; null when not live. */
async function liveDocument(
  db: Database,
  landingId: number,
  owner: FormOwner,
): Promise<{ agencyId: number; document: unknown } | null> {
  if (owner.kind === 'post') return livePostDocument(db, landingId, owner.id);
  const page = await pagePublishedDocument(db, owner.id);
  return page?.landingId === landingId && page.published ? page : null;
}

/** The form element of a published page or post of this site, as it is live; null for anything else. */
async function publishedForm(
  db: Database,
  landingId: number,
  owner: FormOwner,
  elementId: string,
): Promise<FormTarget | null> {
  const page = await liveDocument(db, landingId, owner);
  if (!page?.document) return null;
  const found = findElement(loadStoredDocument(page.document), elementId);
  if (found?.element.key !== 'form') return null;
  const options = elementRegistry.form.schema.safeParse(found.element.options);
  if (!options.success) return null;
  const redirect =
    options.data.afterSubmit === 'redirect'
      ? resolveLink(options.data.redirectUrl, { landingLink: '' })
      : null;
  const formId = Number(options.data.formId);
  const named =
    options.data.formId !== null && Number.isSafeInteger(formId) && formId > 0
      ? await formRecord(db, formId)
      : null;
  // Only a record of this site counts, whatever id the element names.
  const record = named?.landingId === landingId ? named : null;
  return {
    agencyId: page.agencyId,
    landingId,
    pageId: owner.kind === 'page' ? owner.id : null,
    fields: options.data.fields,
    successMessage: options.data.successMessage.trim() || record?.successMessage.trim() || DEFAULT_SUCCESS,
    redirectUrl: redirect,
    form: record ? { id: record.id, name: record.name } : null,
  };
}

/** A URL-encoded body (a form posted without its island) as a flat name → value record. */
function parseUrlEncoded(body: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) values[name] = value;
  return values;
}

/** The page the form was on, when the browser says so and it is on this same host. */
function sameSiteReferer(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host && (url.protocol === 'http:' || url.protocol === 'https:') ? url.pathname : null;
  } catch {
    return null;
  }
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-security-policy', PLAIN_CSP)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * `POST /_forms/{pageId}/{elementId}` (a page's form) and `POST /_forms/blog/{postId}/{elementId}`
 * (a blog post's) on a site host: what the form island posts (JSON `{ fields }`), and what a
 * browser posts natively when the island has not loaded (URL-encoded; answered with a page, or a
 * redirect when the form has one).
 */
export async function formRoutes(
  app: FastifyInstance,
  deps: { db: Database; sites: Sites; secretKey: string },
): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseUrlEncoded(body as string)),
  );
  const options = { bodyLimit: FORM_BODY_LIMIT_BYTES, config: { rateLimit: FORM_RATE_LIMIT } };
  app.post<{ Params: { pageId: string; elementId: string } }>(
    '/_forms/:pageId/:elementId',
    options,
    (request, reply) => submitForm(request, reply, 'page', request.params.pageId),
  );
  app.post<{ Params: { postId: string; elementId: string } }>(
    '/_forms/blog/:postId/:elementId',
    options,
    (request, reply) => submitForm(request, reply, 'post', request.params.postId),
  );

  async function submitForm(
    request: FastifyRequest<{ Params: { elementId: string } }>,
    reply: FastifyReply,
    ownerKind: FormOwner['kind'],
    ownerId: string,
  ) {
    const native = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const notFound = () =>
      native
        ? sendHtml(reply, 404, plainPage('Page not found', 'This form is no longer available.'))
        : reply.status(404).send({ message: 'Not found.' });

    const target = await deps.sites.hosts.resolve(request.headers.host ?? '');
    const id = recordIdFromText(ownerId);
    const elementId = request.params.elementId;
    if (target.kind !== 'site' || id === null || elementId.length > 100) return notFound();
    const form = await publishedForm(deps.db, target.landingId, { kind: ownerKind, id }, elementId);
    if (!form) return notFound();

    let submitted: Record<string, FieldValue>;
    let honeypot: string | undefined;
    let elapsedMs: number | undefined;
    if (native) {
      submitted = (request.body ?? {}) as Record<string, string>;
      honeypot = submitted[FORM_HONEYPOT_NAME] as string | undefined;
    } else {
      const parsed = siteFormPostBody.safeParse(request.body);
      if (!parsed.success) {
        return reply.status(422).send({
          message: 'The form data is invalid.',
          errors: { fields: ['The form data is invalid.'] },
        });
      }
      submitted = parsed.data.fields;
      honeypot = parsed.data.meta?.hp;
      elapsedMs = parsed.data.meta?.elapsed_ms;
    }

    const thanks = () => {
      if (!native) return { success: true as const, message: form.successMessage };
      if (form.redirectUrl) return reply.redirect(form.redirectUrl, 303);
      return sendHtml(reply, 200, plainPage('Thank you', form.successMessage));
    };

    const { data, errors } = validateSubmission(form.fields, submitted);
    const fieldNames = Object.keys(errors);
    if (fieldNames.length > 0) {
      const message = errors[fieldNames[0]!]![0]!;
      if (!native) return reply.status(422).send({ message, errors });
      const lines = form.fields
        .filter((field) => errors[field.name])
        .map((field) => `${field.label || field.name}: ${errors[field.name]![0]}`);
      return sendHtml(
        reply,
        422,
        plainPage('Please check the form', lines.join(' '), {
          href: sameSiteReferer(request.headers.referer, request.headers.host) ?? '/',
          label: 'Back to the form',
        }),
      );
    }

    // Checked after the fields, whose rules the page shows anyway. Suspected spam is kept as a
    // contact with its reason, hidden behind the Spam filter, and gets the same answer as a
    // lead, so a bot learns nothing and a person whose browser filled the form at once loses
    // nothing. Only the rate limit above refuses outright.
    const visitor = visitorHash(deps.secretKey, request.ip);
    const spam = leadSpamReason({
      ...formSpamSignals(honeypot, elapsedMs),
      recentFromVisitor: await recentLeadsOf(
        deps.db,
        formSubmissions,
        eq(formSubmissions.landingId, form.landingId),
        visitor,
      ),
    });
    const [contact] = await deps.db
      .insert(formSubmissions)
      .values({
        agencyId: form.agencyId,
        landingId: form.landingId,
        pageId: form.pageId,
        elementId,
        formId: form.form?.id ?? null,
        data,
        spamReason: spam,
        announced: false,
        visitorHash: visitor,
      })
      .returning({ id: formSubmissions.id });
    if (spam) {
      request.log.info(
        { landingId: form.landingId, pageId: form.pageId, reason: spam },
        'form lead held as spam',
      );
    } else {
      await announceContact(
        {
          db: deps.db,
          siteEvents: app.siteEvents,
          mail: app.mail,
          origins: deps.sites.origins,
          log: request.log,
        },
        contact!.id,
      );
    }
    return thanks();
  }
}
