import type {
  BlockDetail,
  BlockKind,
  BlockSummary,
  EditorData,
  EditorFile,
  IconShape,
} from '@tessera/api-contract';
import type { PageDocument } from '@tessera/document';
import type { PremiumAccess } from '@tessera/elements';
import type { CSSProperties, ReactElement } from 'react';

/**
 * Where the edited document comes from and goes to. Pages use the page design routes; blog
 * posts, templates, blocks, courses and order pages mount the same editor with their own source.
 */
export interface DocumentSource {
  /** Stable per design (`page:12`): names the browser-storage copy of unsaved edits. */
  readonly key: string;
  /** What the toolbar calls the design. */
  readonly title: string;
  load(signal?: AbortSignal): Promise<LoadedDesign>;
  /** Stores the draft; rejects with a `SaveError` (status 0 when the server was not reached). */
  save(request: SaveRequest): Promise<SaveAnswer>;
  /** Present when the design can be published from the editor. */
  publish?(): Promise<string>;
  /** A URL that shows the saved draft as visitors would see it. */
  previewUrl?(): Promise<string>;
  /** Present when the host app can share the preview with people who have no account: opens its dialog. */
  sharePreview?(): void;
}

export interface LoadedDesign {
  document: PageDocument;
  version: number;
}

export interface SaveRequest {
  document: PageDocument;
  version: number;
  idempotencyKey: string;
}

export interface SaveAnswer {
  version: number;
  /** The server stored a repaired copy: load it. */
  shouldReload: boolean;
  warnings: ReadonlyArray<{ path: string; message: string }>;
}

/** A failed save. `status` 0: not reached (offline); 409: stale; 422: refused content. */
export class SaveError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

export type UploadKind = 'image' | 'logo' | 'gallery';

/** SPEC §7 upload answer: url plus Ratio (images) or ShowWidth/ShowHeight (logos). */
export interface UploadAnswer {
  url: string;
  Ratio?: number;
  ShowWidth?: number;
  ShowHeight?: number;
}

export type Tone = 'info' | 'success' | 'error';

/** Which field an editor request is made for; the server echoes it back (SPEC §3 upload response). */
export interface FieldMeta {
  elementId: string;
  valueKey: string;
}

/**
 * SPEC §4/§6 AI images, made with the agency's own AI key. Each result is a new file of the site;
 * a failure rejects with the message the dialog shows.
 */
export interface AiImageService {
  generate(prompt: string, meta: FieldMeta): Promise<{ url: string }>;
  /** Changes the picture at `originUrl` (one of the site's files) as `prompt` describes. */
  edit(prompt: string, originUrl: string, meta: FieldMeta): Promise<{ url: string }>;
}

/** A page of the site's files, newest first, for the image pickers. */
export interface FilesQuery {
  search: string;
  page: number;
  perPage: number;
}
export interface FilesPage {
  items: EditorFile[];
  total: number;
}

/**
 * A block the palette offers: one the agency saved (`agency`), or one of the platform's
 * published block library (`library`, SPEC §7 `/admin-blocks-2`).
 */
export interface BlockRef {
  id: number;
  origin: 'agency' | 'library';
}

/** SPEC §6: actions of a design that need a permission the signed-in user may lack. */
export type GatedAction = 'publish';

/** A control a gate can disable and describe (a Button, an ActionIcon, a menu item). */
export type GatedControl = ReactElement<{
  disabled?: boolean;
  'aria-describedby'?: string;
  style?: CSSProperties;
  tabIndex?: number;
}>;

/** What the editor needs from the app around it, so the library stays free of routing and HTTP. */
export interface EditorServices {
  /** SPEC §3 shared editor state (the site, pages, files, forms, menus, blocks, currency). */
  editorData(signal?: AbortSignal): Promise<EditorData>;
  /** The site's files beyond the first page `editorData` carries: searched and paged. */
  files(query: FilesQuery, signal?: AbortSignal): Promise<FilesPage>;
  icons(names: readonly string[]): Promise<Record<string, IconShape>>;
  searchIcons(search: string): Promise<string[]>;
  upload(kind: UploadKind, file: File, meta: { elementId: string; valueKey: string }): Promise<UploadAnswer>;
  blocks: {
    get(block: BlockRef): Promise<BlockDetail>;
    /**
     * Where a section or row saved from its toolbar goes: the agency's saved blocks, offered at
     * once in every palette of the agency; or, in an admin design, a draft of the platform's
     * block library, offered once an admin publishes it.
     */
    saveTo: 'agency' | 'library-draft';
    create(body: { name: string; kind: BlockKind; content: PageDocument }): Promise<BlockSummary>;
  };
  notify(tone: Tone, message: string): void;
  /** Present only when the design's agency holds an AI key (SPEC §6: no key, no AI image button). */
  ai?: AiImageService;
  /** SPEC §6 premium gating of the palette. */
  premium: PremiumAccess;
  /** Leaves the editor (the toolbar's back button). */
  exit(): void;
  /**
   * Present when designing an admin template's page: the placeholders a text may hold
   * (`{{business.name}}`, …), offered by the text toolbar and resolved when a site is made.
   */
  placeholders?: ReadonlyArray<{ token: string; label: string }>;
  /**
   * The app's permission gate around the control of a gated action (SPEC §6): the control as it
   * is when the user may take the action; disabled, with the no-permission tooltip, when not.
   * Without it every action is offered (the server still checks each call).
   */
  gate?(action: GatedAction, control: GatedControl): ReactElement;
  /**
   * Where this user's layout choices (which side panels are shown) are kept in browser storage:
   * one key per signed-in user. Without it they last for the visit.
   */
  preferencesKey?: string;
}
