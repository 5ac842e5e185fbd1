import type { CardDetail } from '@tessera/api-contract';
import { type CardContent, cardContentInput, renderCardPage, vcardFileName } from '@tessera/cards';
import { type ContactCardOptions, readCardOptions } from '@tessera/document';

/** What the editor form holds: a card's content plus the site its leads also go to. */
/** What a card's gated controls say to someone who may view the card but not change it (SPEC §6). */
export const CARD_NOT_EDITABLE = "You don't have permission to change this card.";

export interface CardDraft extends CardContent {
  landing_id: number | null;
}

export function draftFromCard(card: CardDetail): CardDraft {
  return {
    name: card.name,
    job_title: card.job_title ?? '',
    company: card.company ?? '',
    bio: card.bio,
    photo_url: card.photo_url,
    logo_url: card.logo_url,
    cover_url: card.cover_url,
    slug: card.slug,
    landing_id: card.landing_id,
    options: readCardOptions(card.options),
  };
}

export function newDraft(): CardDraft {
  return {
    ...cardContentInput.parse({
      name: 'New card',
      options: { ButtonList: [{ Channel: 'contact', Label: 'Save Contact', Value: '' }] },
    }),
    name: '',
    landing_id: null,
  };
}

export type DraftErrors = Record<string, string>;

/** What every section of the card editor gets: the draft, its field errors, and how to change it. */
export interface DraftSectionProps {
  draft: CardDraft;
  errors: DraftErrors;
  disabled: boolean;
  onChange: (draft: CardDraft) => void;
}

/** The card checks the server runs, run here first: first message per dotted field path. */
export function checkDraft(draft: CardDraft): DraftErrors {
  const parsed = cardContentInput.safeParse(draft);
  if (parsed.success) return {};
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Applies a change to the widget options. */
export function withOptions(draft: CardDraft, change: Partial<ContactCardOptions>): CardDraft {
  return { ...draft, options: { ...draft.options, ...change } };
}

/**
 * The card page as visitors will see it, for the editor's phone preview: the same renderer the
 * server uses, links inert, no scripts (it is shown in a sandboxed frame).
 */
export function previewHtml(draft: CardDraft, poweredBy: { name: string } | null, pageUrl: string): string {
  const content: CardContent = { ...draft, name: draft.name || 'Your name' };
  return renderCardPage(
    {
      content,
      urls: {
        page: pageUrl,
        vcard: '#',
        qrSvg: 'data:,',
        qrPng: '#',
        lead: '#',
        go: () => null,
        ping: () => null,
      },
      poweredBy: poweredBy ? { name: poweredBy.name, url: '#' } : null,
      mode: 'preview',
      formStamp: '',
    },
    vcardFileName(content.name),
  ).html;
}
