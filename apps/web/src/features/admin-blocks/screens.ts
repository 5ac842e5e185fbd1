// The admin block screens outside the editor and the preview: one chunk.
export { AdminBlockCreateScreen, AdminBlockEditScreen } from './AdminBlockFormScreen.tsx';
export { AdminBlocksScreen } from './AdminBlocksScreen.tsx';
