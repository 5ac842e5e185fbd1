import { randomBytes } from 'node:crypto';

/** 16 characters of [a-z2-7]: 80 random bits, so addresses cannot be guessed or enumerated. */
export function newToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(16);
  let token = '';
  for (const byte of bytes) token += alphabet[byte & 31];
  return token;
}

export const TOKEN_PATTERN = /^[a-z2-7]{16}$/;
export const OBJECT_NAME_PATTERN =
  /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?(?:-\d{1,5}w)?\.(?:webp|png|jpg|gif|avif|svg|ico)$/;

/** A readable, URL-safe name from the uploaded file's name: "Team Photo (1).JPG" → "team-photo-1". */
export function slugFromFileName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'image';
}

/** What lists show before someone renames it: the uploaded name, trimmed to something sane. */
export function displayName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never belong in a name
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
  return cleaned || 'Untitled image';
}

export function objectName(slug: string, variant: string | null, extension: string): string {
  return `${slug}${variant ? `-${variant}` : ''}.${extension}`;
}

export function storageKey(agencyId: number, token: string, name: string): string {
  return `${agencyId}/${token}/${name}`;
}

/** The path a site host serves an object at. */
export function filePath(agencyId: number, token: string, name: string): string {
  return `/_files/${agencyId}/${token}/${name}`;
}

const FILE_PATH = /^\/_files\/(\d{1,10})\/([^/]+)\/([^/]+)$/;

/** The parts of a path `filePath` made, or null when the path is not one of ours. */
export function parseFilePath(path: string): { agencyId: number; token: string; name: string } | null {
  const match = FILE_PATH.exec(path);
  if (!match) return null;
  const [, agencyId, token, name] = match as unknown as [string, string, string, string];
  if (!TOKEN_PATTERN.test(token) || !OBJECT_NAME_PATTERN.test(name)) return null;
  return { agencyId: Number(agencyId), token, name };
}
