import type { PreviewKind } from '@tessera/api-contract';
import type { ReactNode } from 'react';
import type { DesignRecordArea } from '../../api/design-records.ts';

/**
 * A design-record kind as its screens know it, said once per kind (`features/<kind>/kind.ts`):
 * its calls, what one record is called, where its screens are and what they say. The list, the
 * forms, the row menu, the designer and the preview are the same for every kind and read it.
 */
export interface RecordKind<A extends DesignRecordArea = DesignRecordArea> {
  area: A;
  /** What one record is called ("order page"): "New order page", "Search order pages", … */
  noun: string;
  /** The route parameter holding a record's id ("orderPageId"). */
  param: string;
  /** The field that names a record (a course's `title`). */
  titleField: 'name' | 'title';
  /** How its row menu offers publishing. */
  publishing: PublishingItems;
  /** What its share links show: the record, as a preview of this kind (a site template: none of its own). */
  shareKind?: PreviewKind;
  paths: RecordPaths;
  /** What the screens say beyond their titles. */
  says: {
    list: string;
    /** Under "No {noun}s yet". */
    empty: string;
    create: string;
    edit?: string;
  };
  /** The details form: the row menu's item for it, and its title when not "Edit {noun}". */
  details: { label: string; title?: string };
  /** The row menu's item leading to `paths.design`, when not "Design" (a site template's pages). */
  open?: { label: string; icon: ReactNode };
  /** The edit screen's way to the design ("Design the lessons"), where it offers one. */
  designLink?: string;
}

/**
 * How a kind offers publishing: `draft` publishes the draft as a copy ("Publish", or "Publish
 * changes" once published) and unpublishes; `changed-draft` the same, but offers publishing only
 * while the draft differs from the copy; `toggle` publishes or unpublishes the record as it is
 * (site templates).
 */
export type PublishingItems = 'draft' | 'changed-draft' | 'toggle';

/** Where a kind's screens are. */
export interface RecordPaths {
  list: string;
  create: string;
  edit: (id: number) => string;
  /** Where a record is worked on: its designer (a site template: its pages). */
  design: (id: number) => string;
  /** Its public preview route. */
  preview: (id: number) => string;
  /** Where its categories are managed, where it has them. */
  categories?: string;
}

/**
 * The screens of a kind under `base` (`/admin/courses`): the list, `create`, `{id}/edit`,
 * `{id}/{design}` and, unless the kind's preview is public elsewhere, `{id}/preview`.
 */
export function recordPaths(
  base: string,
  design: 'design' | 'sandbox_design' | 'pages',
  preview: (id: number) => string = (id) => `${base}/${id}/preview`,
): RecordPaths {
  return {
    list: base,
    create: `${base}/create`,
    edit: (id) => `${base}/${id}/edit`,
    design: (id) => `${base}/${id}/${design}`,
    preview,
  };
}

/** The kind's name for many records, capitalised: "Order pages". */
export const pluralTitle = (kind: RecordKind) => `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)}s`;

/** "a course", "an order page": a record's noun with its article. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}
