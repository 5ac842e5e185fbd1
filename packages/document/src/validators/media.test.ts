import { describe, expect, it } from 'vitest';
import {
  coverNeedsCrop,
  isBlank,
  isMetaImageRatio,
  validateListStart,
  validateMediaUrl,
  validateMetaImage,
} from './media.ts';

describe('meta image ratio (16:9 ± 0.01)', () => {
  it.each([
    [1920, 1080, true],
    [1280, 720, true],
    [1200, 675, true],
    [1600, 901, true],
    [1600, 910, false],
    [1200, 630, false],
    [1080, 1080, false],
    [0, 0, false],
    [-16, -9, false],
  ])('%i×%i → %j', (w, h, ok) => {
    expect(isMetaImageRatio(w, h)).toBe(ok);
    expect(validateMetaImage(w, h)).toBe(ok ? null : 'Only 16:9 images are allowed.');
  });
});

describe('cover crop (Ratio 1.5)', () => {
  it('needs a crop unless the ratio is 1.5 or the check is skipped', () => {
    expect(coverNeedsCrop(1200, 1800)).toBe(false);
    expect(coverNeedsCrop(800, 1200)).toBe(false);
    expect(coverNeedsCrop(1200, 1200)).toBe(true);
    expect(coverNeedsCrop(1800, 1200)).toBe(true);
    expect(coverNeedsCrop(1200, 1200, true)).toBe(false);
    expect(coverNeedsCrop(0, 0)).toBe(true);
  });
});

describe('rich-text editor checks', () => {
  it.each([
    [1, null],
    ['3', null],
    [0, 'Start index must be greater than 0.'],
    [-2, 'Start index must be greater than 0.'],
    [1.5, 'Start index must be greater than 0.'],
    ['', 'Start index must be greater than 0.'],
    ['x', 'Start index must be greater than 0.'],
  ])('list start %j → %j', (value, message) => {
    expect(validateListStart(value)).toBe(message);
  });

  it.each([
    ['', 'Media URL must not be empty.'],
    ['   ', 'Media URL must not be empty.'],
    ['https://example.com/movie.mp4', 'Media URL is not supported.'],
    ['https://youtu.be/aqz-KE-bpKQ', null],
    ['https://vimeo.com/76979871', null],
  ])('media URL %j → %j', (value, message) => {
    expect(validateMediaUrl(value)).toBe(message);
  });

  it('treats whitespace-only input as blank (search and AI buttons stay disabled)', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('cat')).toBe(false);
  });
});
