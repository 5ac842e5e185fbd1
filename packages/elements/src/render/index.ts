export * from './css.ts';
export * from './Icon.tsx';
export * from './memo.ts';
export * from './styles.ts';
export * from './text.ts';
export * from './types.ts';
