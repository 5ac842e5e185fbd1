import {
  type ButtonOptions,
  isValidUrl,
  resolveButtonAction,
  resolveLink,
  sectionAnchorId,
} from '@tessera/document';
import type { FieldDefinition } from '@tessera/elements';
import { useEffect, useState } from 'react';
import { nodeLabel } from '../canvas/labels.ts';
import { useEditor, usePanelDoc } from '../context.tsx';
import { getAt } from '../model/paths.ts';
import { controlClasses as c, Fieldset, Segmented, SelectBox, TextBox, Toggle } from './controls.tsx';
import { type FieldContext, joinPath } from './field-context.ts';

/** A typed link passes when it is a web address, an in-site path or anchor, or mailto:/tel:. */
export function linkProblem(value: string): string | null {
  const link = value.trim();
  if (link === '') return null;
  if (link.startsWith('/') || link.startsWith('#')) return null;
  if (/^(mailto|tel|sms):/i.test(link)) return null;
  return isValidUrl(link) ? null : 'URL format is invalid.';
}

type LinkKind = 'url' | 'page' | 'section';

/** How a link to a page of the site is stored: its path, or '/' for the home page. */
export function pageLinkPath(uniqueName: string, home: boolean): string {
  return home ? '/' : `/${uniqueName}`;
}

const LINK_KINDS = [
  { value: 'page', label: 'Page' },
  { value: 'section', label: 'Section' },
  { value: 'url', label: 'URL' },
] as const;

/**
 * A link field (image, logo and menu links, text links): a page of the site, a section of this
 * page, or a custom URL, stored as the link text SPEC §5 resolves ('/page', '#anchor', a URL).
 */
export function LinkField({
  field,
  value: stored,
  ctx,
}: {
  field: Extract<FieldDefinition, { kind: 'link' }>;
  value: unknown;
  ctx: FieldContext;
}) {
  const { data, engine } = useEditor();
  const doc = usePanelDoc();
  const value = String(stored ?? '');
  const pages = data?.pages ?? [];
  const page = pages.find((p) => pageLinkPath(p.unique_name, p.is_home) === value);
  const section = doc.sections.find((s) => value === `#${sectionAnchorId(s.id)}`);
  const detected: LinkKind = page ? 'page' : section ? 'section' : 'url';
  const [kind, setKind] = useState<LinkKind>(detected);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setKind(detected);
    setDraft(value);
  }, [detected, value]);
  const landingLink = data?.landing.url ?? '';
  const resolved = value ? resolveLink(value, { landingLink }) : null;

  return (
    <Fieldset legend={field.label} className={c.tight}>
      <Segmented
        label={`${field.label} type`}
        value={kind}
        choices={LINK_KINDS}
        onValue={(next) => setKind(next as LinkKind)}
      />
      {kind === 'page' ? (
        <SelectBox
          ariaLabel={`${field.label}: page`}
          placeholder={pages.length ? 'Choose a page' : 'This site has no pages yet'}
          choices={pages.map((p) => ({
            value: pageLinkPath(p.unique_name, p.is_home),
            label: p.is_home ? `${p.name} (home)` : p.name,
          }))}
          value={page ? pageLinkPath(page.unique_name, page.is_home) : null}
          onValue={(next) => next !== '' && ctx.write(field.path, next)}
        />
      ) : kind === 'section' ? (
        <SelectBox
          ariaLabel={`${field.label}: section`}
          placeholder={
            doc.sections.length ? 'Choose a section of this page' : 'This page has no sections yet'
          }
          choices={doc.sections.map((s) => ({
            value: `#${sectionAnchorId(s.id)}`,
            label: nodeLabel(doc, engine.registry, s),
          }))}
          value={section ? `#${sectionAnchorId(section.id)}` : null}
          onValue={(next) => next !== '' && ctx.write(field.path, next)}
        />
      ) : (
        <TextBox
          ariaLabel={`${field.label}: URL`}
          placeholder="https://example.com or /page"
          value={draft}
          error={error}
          onValue={(raw) => {
            const next = raw.trim();
            setDraft(raw);
            const problem = linkProblem(next);
            setError(problem);
            if (problem === null) {
              const outcome = ctx.write(field.path, next, 'typing');
              if (!outcome.ok) setError(outcome.message);
            }
          }}
        />
      )}
      {resolved ? <p className={c.result}>Opens {resolved}</p> : null}
    </Fieldset>
  );
}

type ButtonTarget = 'none' | 'page' | 'section' | 'popup' | 'url';

/** A page choice of the button picker: a page (stored as `PageId`) or a blog entry (a path). */
const BLOG_LINK_PREFIX = 'link:';

function buttonTarget(
  options: Partial<ButtonOptions> & Record<string, unknown>,
  linkedPaths: ReadonlySet<string>,
): ButtonTarget {
  if (options.kind === 'modern' && options.ActionType === 'popup') return 'popup';
  if (options.kind === 'modern' ? options.WebSectionId : options.SectionId) return 'section';
  if (options.PageId !== null && options.PageId !== undefined) return 'page';
  // The blog and its posts are linked by their path: a custom link the page list offers.
  if (typeof options.CustomLink === 'string' && linkedPaths.has(options.CustomLink)) return 'page';
  if (options.CustomLink) return 'url';
  return 'none';
}

const BUTTON_TARGETS = [
  { value: 'none', label: 'None' },
  { value: 'page', label: 'Page' },
  { value: 'section', label: 'Section' },
  { value: 'popup', label: 'Popup' },
  { value: 'url', label: 'URL' },
] as const;
const CLASSIC_TARGETS = BUTTON_TARGETS.filter((t) => t.value !== 'popup');

/**
 * SPEC §2 button links: a page (the landing link plus the page, or just the landing link for the
 * root page), a section anchor (classic `page-{id}-section`, newer buttons the section id), a
 * popup (newer buttons, ActionType popup), or a custom link resolved against the landing link;
 * optionally in a new window. One choice at a time: picking one clears the others, as one step.
 */
export function ButtonLinkPicker({
  prefix,
  values,
  ctx,
}: {
  prefix: string;
  values: unknown;
  ctx: FieldContext;
}) {
  const { data, engine } = useEditor();
  const doc = usePanelDoc();
  const options = ((prefix ? getAt(values, prefix) : values) ?? {}) as Partial<ButtonOptions> &
    Record<string, unknown>;
  const modern = options.kind === 'modern';
  const everyPage = data?.pages ?? [];
  const pages = everyPage.filter((p) => p.kind === 'page');
  // SPEC §3 synthetic entries (the blog, its published posts): chosen like pages, stored as paths.
  const blogEntries = everyPage.filter((p) => p.kind !== 'page');
  const blogPaths = new Set(blogEntries.map((p) => `/${p.unique_name}`));
  const current = buttonTarget(options, blogPaths);
  const [kind, setKind] = useState<ButtonTarget>(current);
  const [draft, setDraft] = useState(String(options.CustomLink ?? ''));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setKind(current), [current]);
  useEffect(() => setDraft(String(options.CustomLink ?? '')), [options.CustomLink]);

  const cleared: Record<string, unknown> = {
    PageId: null,
    SectionId: null,
    CustomLink: '',
    ...(modern ? { WebSectionId: null, PopupId: null, ActionType: 'other' } : {}),
  };
  const write = (patch: Record<string, unknown>, how: 'set' | 'typing' = 'set') =>
    ctx.write(prefix, { ...cleared, ...patch }, how);

  const landingLink = data?.landing.url ?? '';
  const action = resolveButtonAction(options as ButtonOptions, {
    landingLink,
    pages: pages.map((p) => ({ id: p.id, unique_name: p.unique_name, home: p.is_home })),
  });
  const sectionValue = (modern ? options.WebSectionId : options.SectionId) ?? null;

  return (
    <div className={`${c.stack} ${c.tight}`} data-testid="button-link-picker">
      <div className={c.label}>On click</div>
      <Segmented
        label="Button link type"
        value={kind}
        choices={modern ? BUTTON_TARGETS : CLASSIC_TARGETS}
        onValue={(next) => {
          setKind(next as ButtonTarget);
          if (next === 'none') write({});
        }}
      />
      {kind === 'page' ? (
        <SelectBox
          label="Page"
          placeholder={pages.length ? 'Choose a page' : 'This site has no pages yet'}
          choices={[
            ...pages.map((p) => ({
              value: String(p.id),
              label: p.is_home ? `${p.name} (home)` : p.name,
            })),
            ...blogEntries.map((p) => ({ value: `${BLOG_LINK_PREFIX}/${p.unique_name}`, label: p.name })),
          ]}
          value={
            options.PageId !== null && options.PageId !== undefined
              ? String(options.PageId)
              : typeof options.CustomLink === 'string' && blogPaths.has(options.CustomLink)
                ? `${BLOG_LINK_PREFIX}${options.CustomLink}`
                : null
          }
          onValue={(next) => {
            if (next === '') return;
            if (next.startsWith(BLOG_LINK_PREFIX)) write({ CustomLink: next.slice(BLOG_LINK_PREFIX.length) });
            else write({ PageId: Number(next) });
          }}
        />
      ) : null}
      {kind === 'section' ? (
        <SelectBox
          label="Section of this page"
          placeholder={doc.sections.length ? 'Choose a section' : 'This page has no sections yet'}
          choices={doc.sections.map((s) => ({ value: s.id, label: nodeLabel(doc, engine.registry, s) }))}
          value={sectionValue}
          onValue={(next) => next !== '' && write(modern ? { WebSectionId: next } : { SectionId: next })}
        />
      ) : null}
      {kind === 'popup' ? (
        <SelectBox
          label="Popup"
          placeholder={doc.popups.length ? 'Choose a popup' : 'Add a popup in the Popups panel first'}
          choices={doc.popups.map((p) => ({ value: p.id, label: p.name || 'Popup' }))}
          value={typeof options.PopupId === 'string' ? options.PopupId : null}
          onValue={(next) => next !== '' && write({ ActionType: 'popup', PopupId: next })}
        />
      ) : null}
      {kind === 'url' ? (
        <TextBox
          label="URL"
          placeholder="https://example.com or /page"
          value={draft}
          error={error}
          onValue={(raw) => {
            setDraft(raw);
            const problem = linkProblem(raw.trim());
            setError(problem);
            if (problem === null) {
              const outcome = write({ CustomLink: raw.trim() }, 'typing');
              if (!outcome.ok) setError(outcome.message);
            }
          }}
        />
      ) : null}
      {kind !== 'popup' && kind !== 'none' ? (
        <Toggle
          label="Open in a new window"
          checked={options.OpenInNewWindow === true}
          onValue={(checked) => ctx.write(joinPath(prefix, 'OpenInNewWindow'), checked)}
        />
      ) : null}
      <p className={c.result} data-testid="button-link-result">
        {action.kind === 'link'
          ? `Opens ${action.href}${action.newWindow ? ' in a new window' : ''}`
          : action.kind === 'popup'
            ? `Opens the popup “${doc.popups.find((p) => p.id === action.popupId)?.name ?? 'not chosen yet'}”`
            : 'Does nothing when clicked'}
      </p>
    </div>
  );
}
