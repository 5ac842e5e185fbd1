export { SharedPageScreen } from './SharedPageScreen.tsx';
export { SharedPostScreen } from './SharedPostScreen.tsx';
