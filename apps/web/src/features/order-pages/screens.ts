// The order page screens outside the editor and the preview: one chunk.
export { OrderPageCreateScreen, OrderPageEditScreen } from './OrderPageFormScreen.tsx';
export { OrderPagesScreen } from './OrderPagesScreen.tsx';
