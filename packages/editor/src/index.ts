/**
 * @tessera/editor — the visual page editor (SPEC §2 design editors). Page, blog, template,
 * block, course and order-page editors mount `Editor` with their own `DocumentSource`.
 */
export { Editor, type EditorHandle, type EditorProps } from './EditorRoot.tsx';
export { copyPayload, readClipboard, serializeClipboard } from './model/clipboard.ts';
export { type CommandArgs, type CommandName, commands, runCommand } from './model/commands.ts';
export { EditorEngine, type Outcome } from './model/editor.ts';
export type { SaveState, SaveStatus } from './persistence/autosave.ts';
export { MemoryPendingStore, type PendingStore } from './persistence/local-store.ts';
export {
  type AiImageService,
  type BlockRef,
  type DocumentSource,
  type EditorServices,
  type FieldMeta,
  type FilesPage,
  type FilesQuery,
  type GatedAction,
  type GatedControl,
  type LoadedDesign,
  type SaveAnswer,
  SaveError,
  type SaveRequest,
  type UploadAnswer,
  type UploadKind,
} from './services.ts';
