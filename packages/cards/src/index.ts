export * from './channels.ts';
export * from './contact.ts';
export * from './content.ts';
export * from './icons.ts';
export * from './render.ts';
export * from './styles.ts';
export * from './vcard.ts';
