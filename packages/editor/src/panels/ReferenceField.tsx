import type { EditorData } from '@tessera/api-contract';
import { countOf, type PageDocument } from '@tessera/document';
import type { FieldDefinition, ReferenceSource } from '@tessera/elements';
import { nodeLabel } from '../canvas/labels.ts';
import { useEditor, usePanelDoc } from '../context.tsx';
import { Chips, controlClasses as c, PanelButton, SelectBox } from './controls.tsx';
import type { FieldContext } from './field-context.ts';

export interface ReferenceOption {
  value: string;
  label: string;
  /** The id as stored (page, form and menu ids are numbers). */
  stored: string | number;
}

const NAMES: Record<ReferenceSource, string> = {
  page: 'pages',
  section: 'sections',
  popup: 'popups',
  menu: 'menus',
  form: 'forms',
  integration: 'integrations',
  gateway: 'payment gateways',
  product: 'products',
  'blog-post': 'blog posts',
  'podcast-collection': 'podcast collections',
  'video-channel': 'video channels',
  place: 'places',
};

/** Records the editor cannot offer yet (nothing lists them so far), said in the user's words. */
const NOT_YET: Partial<Record<ReferenceSource, string>> = {
  integration: 'Connecting an integration here is not available yet, so there is none to choose.',
  gateway: 'Payment gateways are not available yet, so there is none to choose.',
  product: 'Selling products from this page is not available yet, so there is none to choose.',
  'podcast-collection': 'Podcasts are not available yet, so there is none to choose.',
  'video-channel': 'Video channels are not available yet, so there is none to choose.',
  place: 'Places are not available yet, so there is none to choose.',
};

/** Where the site's own records are managed, for the empty states. */
const MANAGED_ON: Partial<Record<ReferenceSource, string>> = {
  page: 'Pages',
  'blog-post': 'Blog',
  menu: 'Menus',
  form: 'Forms',
};

/** The records a reference can point at, from the document itself or the shared editor state. */
export function referenceOptions(
  source: ReferenceSource,
  doc: PageDocument,
  data: EditorData | null,
  registry: Parameters<typeof nodeLabel>[1],
): ReferenceOption[] | null {
  switch (source) {
    case 'page':
      // Pages are stored by id; the blog's synthetic link entries are not pages.
      return (data?.pages ?? [])
        .filter((page) => page.kind === 'page')
        .map((page) => ({
          value: String(page.id),
          stored: page.id,
          label: `${page.name}${page.is_home ? ' (home page)' : ` — /${page.unique_name}`}`,
        }));
    case 'blog-post':
      // Published posts only: a draft is on no live page for a list to link.
      return (data?.blog_posts ?? []).map((post) => ({
        value: String(post.id),
        stored: post.id,
        label: post.title,
      }));
    case 'section':
      return doc.sections.map((section) => ({
        value: section.id,
        stored: section.id,
        label: nodeLabel(doc, registry, section),
      }));
    case 'popup':
      return doc.popups.map((popup) => ({ value: popup.id, stored: popup.id, label: popup.name || 'Popup' }));
    case 'menu':
      return (data?.menus ?? []).map((menu) => ({
        value: String(menu.id),
        stored: menu.id,
        label: `${menu.name} (${countOf(menu.links.length, 'link')})`,
      }));
    case 'form':
      return (data?.forms ?? []).map((form) => ({
        value: String(form.id),
        stored: form.id,
        label: form.name,
      }));
    case 'product':
      // Only designs with products to offer carry them (a site's active products, an order
      // page's plans); other platform designs have none, and say so.
      return data?.products
        ? data.products.map((product) => ({ value: product.key, stored: product.key, label: product.name }))
        : null;
    default:
      return null;
  }
}

export function ReferenceField({
  field,
  value,
  ctx,
}: {
  field: Extract<FieldDefinition, { kind: 'reference' }>;
  value: unknown;
  ctx: FieldContext;
}) {
  const { data, engine } = useEditor();
  const doc = usePanelDoc();
  const options = referenceOptions(field.source, doc, data, engine.registry);
  if (options === null) {
    return (
      <div className={`${c.stack} ${c.tight}`}>
        <div className={c.label}>{field.label}</div>
        <p className={c.note} data-testid={`reference-unavailable-${field.source}`}>
          {NOT_YET[field.source] ?? `There are no ${NAMES[field.source]} to choose here yet.`}
        </p>
      </div>
    );
  }
  const byValue = new Map(options.map((o) => [o.value, o]));
  const managed = MANAGED_ON[field.source];
  const empty =
    data === null
      ? `Loading the website’s ${NAMES[field.source]}…`
      : field.source === 'product'
        ? 'Nothing to offer yet: choose the plans this page offers in its details.'
        : `This website has no ${NAMES[field.source]} yet.${managed ? ` Create them on its ${managed} tab.` : ''}`;
  if (field.multiple) {
    const current = Array.isArray(value) ? value.map(String) : [];
    return options.length === 0 ? (
      <div className={`${c.stack} ${c.tight}`}>
        <div className={c.label}>{field.label}</div>
        <p className={c.note}>{empty}</p>
      </div>
    ) : (
      <Chips
        label={field.label}
        description={field.help}
        choices={options}
        value={current.filter((v) => byValue.has(v))}
        onValue={(next) =>
          ctx.write(
            field.path,
            next.map((v) => byValue.get(v)?.stored ?? v),
          )
        }
      />
    );
  }
  const selected = value === null || value === undefined ? null : String(value);
  const missing = selected !== null && !byValue.has(selected) && data !== null;
  return (
    <div className={`${c.stack} ${c.tight}`}>
      <SelectBox
        label={field.label}
        description={options.length === 0 ? empty : field.help}
        placeholder="None"
        choices={options}
        value={selected !== null && byValue.has(selected) ? selected : null}
        error={
          missing ? `The ${NAMES[field.source].replace(/s$/, '')} this pointed at no longer exists.` : null
        }
        onValue={(next) => ctx.write(field.path, next === '' ? null : (byValue.get(next)?.stored ?? next))}
      />
      {field.source === 'form' ? <FormRecordNote formId={selected} ctx={ctx} /> : null}
    </div>
  );
}

/**
 * What a chosen form record means for the element: submissions are filed under it; its fields
 * can replace the element's own in one step.
 */
function FormRecordNote({ formId, ctx }: { formId: string | null; ctx: FieldContext }) {
  const { data } = useEditor();
  const form = formId === null ? undefined : data?.forms.find((f) => String(f.id) === formId);
  if (!form) {
    return (
      <p className={c.note}>
        Without a form record, submissions are still kept with the website’s contacts, under this page.
      </p>
    );
  }
  return (
    <>
      <p className={c.note}>
        Submissions are filed under “{form.name}” with its contacts. Its fields:{' '}
        {form.fields.map((f) => f.label || f.name).join(', ') || 'none'}.
      </p>
      <PanelButton variant="light" onClick={() => ctx.write('fields', form.fields)}>
        Use this form’s fields
      </PanelButton>
    </>
  );
}
