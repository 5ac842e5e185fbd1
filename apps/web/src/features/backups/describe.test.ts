import { describe, expect, it } from 'vitest';
import { backupContents, formatBytes } from './describe.ts';

describe('backup descriptions', () => {
  it('names what a backup holds, singular and plural, skipping empty parts', () => {
    expect(backupContents({ pages: 4, forms: 1, menus: 0, redirects: 2, keywords: 0, settings: 1 })).toBe(
      '4 pages · 1 form · 2 redirects · settings',
    );
    expect(backupContents({ pages: 0, settings: 1 })).toBe('settings');
    expect(backupContents({ pages: 1, products: 3 })).toBe('1 page · 3 products');
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
