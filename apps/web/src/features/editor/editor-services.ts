import { notifications } from '@mantine/notifications';
import {
  type AppConfig,
  adminBlockEndpoints,
  blockEndpoints,
  editorDataEndpoints,
  fileEndpoints,
  type LandingPermission,
  type Profile,
} from '@tessera/api-contract';
import { PLACEHOLDERS, placeholderToken } from '@tessera/document';
import type { BlockRef, EditorServices, UploadAnswer, UploadKind } from '@tessera/editor';
import { call } from '../../api/call.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { uploadProgressNotice } from '../../ui/upload/progressNotice.tsx';
import { sendImageUpload } from '../../ui/upload/targets.ts';
import { siteAiImages } from './editor-ai.ts';
import { listEditorFiles, type PlatformLibrary } from './editor-files.ts';
import { sitePermissionGate } from './editor-gate.tsx';

/**
 * An editor image upload through the app's upload client (`ui/upload`), with a notification that
 * shows how much is sent. Failures are not toasted: the editor shows the reason at the field.
 */
async function upload(
  target: { landingId: number } | { library: PlatformLibrary },
  kind: UploadKind,
  file: File,
  meta: { elementId: string; valueKey: string },
): Promise<UploadAnswer> {
  const notice = uploadProgressNotice(file.name);
  try {
    const answer = await sendImageUpload(
      file,
      { kind, ...target },
      { elementId: meta.elementId, valueKey: meta.valueKey.slice(0, 120) },
      { onProgress: notice.progress, notify: false },
    );
    return kind === 'logo'
      ? { url: answer.url, ShowWidth: answer.ShowWidth, ShowHeight: answer.ShowHeight }
      : { url: answer.url, Ratio: answer.Ratio };
  } finally {
    notice.done();
  }
}

function notify(tone: 'info' | 'success' | 'error', message: string) {
  notifications.show({
    // Over the canvas, not over the toolbar's save status and Publish button or the settings.
    position: 'bottom-center',
    color: tone === 'success' ? 'teal' : tone === 'error' ? 'red' : 'blue',
    message,
    autoClose: TOAST_DURATION_MS,
    withCloseButton: true,
  });
}

/**
 * A block's content: an agency's saved block from `/agency-blocks`, a library block's published
 * copy from `/admin-blocks-2` (SPEC §7).
 */
async function loadBlock(block: BlockRef) {
  const answer =
    block.origin === 'library'
      ? await call(adminBlockEndpoints.libraryBlock, { params: { id: block.id } }, { notify: false })
      : await call(blockEndpoints.get, { params: { id: block.id } }, { notify: false });
  return answer.data;
}

/** What every editor shares, whoever owns the design: icons, toasts, premium gating, leaving. */
function commonServices(options: {
  config: AppConfig;
  profile: Profile;
  exit: () => void;
}): Pick<EditorServices, 'icons' | 'searchIcons' | 'notify' | 'premium' | 'exit' | 'preferencesKey'> {
  const { config, profile } = options;
  const isAdmin = profile.role === 'Admin';
  return {
    icons: async (names) =>
      names.length === 0
        ? {}
        : (await call(editorDataEndpoints.icons, { query: { names: names.join(',') } }, { notify: false }))
            .data,
    searchIcons: async (search) =>
      (await call(editorDataEndpoints.searchIcons, { query: { search, limit: 90 } }, { notify: false })).data,
    notify,
    // SPEC §6: admins get every premium element; others their agency's grants (only ones that exist).
    premium: {
      isAdmin,
      premiumElements: (profile.agency?.premiumElements ?? []).filter((key) =>
        config.allPremiumElements.includes(key),
      ),
    },
    exit: options.exit,
    // The designer's layout (side panels) is each signed-in user's own, in this browser.
    preferencesKey: `tessera.editor.layout.user-${profile.id}`,
  };
}

/**
 * What the editor library needs from the app, for the editor of one site's pages. AI images only
 * with the agency's AI key (SPEC §6); every member of the agency shares it. `permissions` are the
 * caller's on the site (the site detail's): the toolbar gates Publish by them.
 */
export function siteEditorServices(options: {
  landingId: number;
  permissions: readonly LandingPermission[];
  config: AppConfig;
  profile: Profile;
  exit: () => void;
  /** The site backs an admin template: its texts may hold placeholders (features/templates). */
  template?: boolean;
}): EditorServices {
  const { landingId, profile } = options;
  return {
    ...commonServices(options),
    ...(options.template
      ? { placeholders: PLACEHOLDERS.map((p) => ({ token: placeholderToken(p.key), label: p.label })) }
      : {}),
    gate: sitePermissionGate(options.permissions),
    ...(profile.agency?.openai_api_key.set ? { ai: siteAiImages(landingId) } : {}),
    editorData: async (signal) =>
      (await call(editorDataEndpoints.get, { query: { landing_id: landingId } }, { notify: false, signal }))
        .data,
    files: (query, signal) => listEditorFiles({ landingId }, query, signal),
    upload: (kind, file, meta) => upload({ landingId }, kind, file, meta),
    blocks: {
      get: loadBlock,
      saveTo: 'agency',
      create: async (body) => (await call(blockEndpoints.create, { body }, { notify: false })).data,
    },
  };
}

/** Why an admin design has no saved blocks (or, without a library, no uploads): those belong to an agency. */
export const PLATFORM_DESIGN_LIMITS = {
  upload:
    'Uploads belong to an agency’s sites, so this design cannot store files. Paste the address of an image (https://…) instead.',
  blocks: 'Saved blocks belong to an agency: an admin design offers the published block library instead.',
} as const;

/**
 * The platform's image library (admins only), served on the preview host: page templates (a page
 * made from one gets its own copies in the agency) and courses (agencies view them on the preview
 * host) upload to and pick from it.
 */
export const PLATFORM_LIBRARY: PlatformLibrary = fileEndpoints.library;

/**
 * What the editor needs for a design that belongs to no site (admin page templates, and the other
 * admin designs as they arrive): the shared state its kind's editor-data call answers, and no saved blocks.
 * With a `library`, images are uploaded to and picked from it (page templates: the platform's
 * library, copied into an agency with each page made from the template); without one, images
 * are placed by their address.
 */
export function platformEditorServices(options: {
  /** The design's editor data, from its kind's declared editor-data call. */
  editorData: EditorServices['editorData'];
  library?: PlatformLibrary;
  config: AppConfig;
  profile: Profile;
  exit: () => void;
}): EditorServices {
  const { library } = options;
  return {
    ...commonServices(options),
    editorData: options.editorData,
    files: async (query, signal) =>
      library ? listEditorFiles({ library }, query, signal) : { items: [], total: 0 },
    upload: async (kind, file, meta) => {
      if (!library) throw new Error(PLATFORM_DESIGN_LIMITS.upload);
      return upload({ library }, kind, file, meta);
    },
    blocks: {
      get: async (block) => {
        if (block.origin === 'library') return loadBlock(block);
        throw new Error(PLATFORM_DESIGN_LIMITS.blocks);
      },
      // An admin saving a section or row starts a draft of the platform's block library.
      saveTo: 'library-draft',
      create: async (body) => (await call(adminBlockEndpoints.create, { body }, { notify: false })).data,
    },
  };
}
