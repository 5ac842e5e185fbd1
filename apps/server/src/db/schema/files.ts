import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { createdAt, updatedAt } from './columns.ts';
import { landings } from './landings.ts';
import { users } from './users.ts';

/** What an upload was made for, which decides its processing. */
export type StoredFileKind = 'image' | 'logo' | 'gallery' | 'cover' | 'meta' | 'file' | 'favicon';

/**
 * An uploaded file: a media-library item (SPEC `library_id`) and, when `landing_id` is set, a
 * file of that site. What is stored lives in `file_objects`; this row is what people see.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Files outlive their site (set null): they stay in the agency's library until deleted. */
    landingId: integer('landing_id').references(() => landings.id, { onDelete: 'set null' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<StoredFileKind>().notNull(),
    /** Shown in lists; renaming never moves the file. */
    name: text('name').notNull(),
    alt: text('alt').notNull().default(''),
    /** The AI prompt a blog cover was made from (SPEC §7 image_prompt). */
    prompt: text('prompt'),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The current version's token: its objects are the ones `url` and variants point at. */
    token: text('token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('files_agency_idx').on(t.agencyId, t.createdAt),
    index('files_landing_idx').on(t.landingId, t.createdAt),
    check('files_kind', sql`${t.kind} in ('image', 'logo', 'gallery', 'cover', 'meta', 'file', 'favicon')`),
  ],
);

/**
 * Every object in storage: the file, its variants, and the versions a rotation replaced (kept so
 * pages that show the old address keep working until the file is deleted). Served at
 * `/_files/{agency_id}/{token}/{name}` on the agency's site hosts.
 */
export const fileObjects = pgTable(
  'file_objects',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** The last path segment, e.g. `team-photo.webp` or `team-photo-480w.webp`. */
    name: text('name').notNull(),
    /** Where the storage backend keeps it. */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The full-size object of its version (false for variants). */
    primary: boolean('primary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('file_objects_token_name').on(t.token, t.name),
    index('file_objects_file_idx').on(t.fileId),
    index('file_objects_agency_idx').on(t.agencyId),
  ],
);
