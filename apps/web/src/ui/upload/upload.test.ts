import { describe, expect, it } from 'vitest';
import { fileProblem, formatBytes, imageFormatOf, metaRatioProblem } from './checks.ts';
import { COVER_FRAME_ASPECT, coverCropRegion } from './crop.ts';
import { reportsInAlert, uploadForm } from './targets.ts';

describe('browser-side upload checks', () => {
  it('knows image formats by extension, in any case', () => {
    expect(imageFormatOf('Photo.JPG')).toBe('jpeg');
    expect(imageFormatOf('logo.svg')).toBe('svg');
    expect(imageFormatOf('notes.txt')).toBeNull();
    expect(imageFormatOf('.png')).toBeNull();
    expect(imageFormatOf('noextension')).toBeNull();
  });

  it('refuses what the server would refuse anyway, before sending it', () => {
    expect(fileProblem({ name: 'a.exe', size: 10 }, null)).toMatch(/Only images/);
    expect(fileProblem({ name: 'a.png', size: 0 }, null)).toBe('The file is empty.');
    expect(fileProblem({ name: 'a.png', size: 11 * 1024 * 1024 }, 10 * 1024 * 1024)).toBe(
      'The file is too large: the limit is 10 MB.',
    );
    expect(fileProblem({ name: 'a.png', size: 1024 }, 10 * 1024 * 1024)).toBeNull();
    // Without a known limit the server decides.
    expect(fileProblem({ name: 'a.png', size: 50 * 1024 * 1024 }, null)).toBeNull();
  });

  it('blocks meta images that are not 16:9 with the SPEC message', () => {
    expect(metaRatioProblem({ width: 1200, height: 675 })).toBeNull();
    expect(metaRatioProblem({ width: 1000, height: 563 })).toBeNull();
    expect(metaRatioProblem({ width: 800, height: 800 })).toBe('Only 16:9 images are allowed.');
  });

  it('lets 16:9 meta images through and nothing else, whatever the cover rule says', () => {
    // A 1200×1800 cover is what the cover rule makes, and exactly what a meta image may not be.
    expect(metaRatioProblem({ width: 1200, height: 1800 })).toBe('Only 16:9 images are allowed.');
    expect(metaRatioProblem({ width: 1920, height: 1080 })).toBeNull();
  });

  it('writes sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1536 * 1024 * 1024)).toBe('1.5 GB');
  });
});

describe('upload requests (SPEC §7)', () => {
  const file = new File([new Uint8Array([1, 2, 3])], 'hero.png', { type: 'image/png' });

  it('sends the resize flag and the field address with page images', () => {
    const form = uploadForm(
      file,
      { kind: 'image', landingId: 4 },
      { elementId: 'element-1', valueKey: 'Image' },
    );
    expect(form.get('resize-image')).toBe('1');
    expect(form.get('landing_id')).toBe('4');
    expect(form.get('elementId')).toBe('element-1');
    expect(form.get('valueKey')).toBe('Image');
    expect((form.get('file') as File).name).toBe('hero.png');
    expect(uploadForm(file, { kind: 'image', resize: false }).get('resize-image')).toBe('0');
  });

  it('sends image_prompt for a cover, nothing but the file for a meta image', () => {
    const cover = uploadForm(file, { kind: 'cover', prompt: 'A lighthouse', landingId: 2 });
    expect(cover.get('image_prompt')).toBe('A lighthouse');
    expect(cover.get('landing_id')).toBe('2');
    const meta = uploadForm(file, { kind: 'meta' }, { elementId: 'x' });
    expect([...meta.keys()]).toEqual(['file']);
  });

  it('sends the chosen crop with a cover, and no crop when the cover keeps its own shape', () => {
    const crop = { x: 10, y: 20, width: 600, height: 900 };
    const cropped = uploadForm(file, { kind: 'cover', prompt: '' }, { crop });
    expect(cropped.get('image_prompt')).toBe('');
    expect([
      cropped.get('crop_x'),
      cropped.get('crop_y'),
      cropped.get('crop_width'),
      cropped.get('crop_height'),
    ]).toEqual(['10', '20', '600', '900']);
    const kept = uploadForm(file, { kind: 'cover', prompt: '', skipRatioCheck: true }, { crop });
    expect(kept.get('skip_ratio_check')).toBe('1');
    expect(kept.get('crop_x')).toBeNull();
  });

  it('reports non-converting upload failures in an alert (SPEC §8)', () => {
    expect(reportsInAlert('meta')).toBe(true);
    expect(reportsInAlert('cover')).toBe(true);
    expect(reportsInAlert('image')).toBe(false);
  });
});

describe('cover crops (SPEC §5, §9: ratio 1.5, 1200×1800)', () => {
  const ratio = (region: { width: number; height: number }) => region.height / region.width;

  it('frames a portrait: 1200 wide, 1800 high', () => {
    expect(COVER_FRAME_ASPECT).toBeCloseTo(2 / 3);
  });

  it('rounds what the cropper chose to whole pixels with the cover ratio, inside the image', () => {
    const region = coverCropRegion(
      { x: 10.4, y: 20.6, width: 600.7, height: 901.1 },
      { width: 1000, height: 1000 },
    );
    expect(region).toEqual({ x: 10, y: 21, width: 601, height: 902 });
    expect(Math.abs(ratio(region) - 1.5)).toBeLessThanOrEqual(0.01);
  });

  it('keeps the region inside the image, moving it back when rounding pushed it out', () => {
    const region = coverCropRegion(
      { x: 399.6, y: 99.7, width: 600.4, height: 900.6 },
      { width: 1000, height: 1000 },
    );
    expect(region.x + region.width).toBeLessThanOrEqual(1000);
    expect(region.y + region.height).toBeLessThanOrEqual(1000);
    expect(Math.abs(ratio(region) - 1.5)).toBeLessThanOrEqual(0.01);
  });

  it('never asks for more than a wide, short image holds', () => {
    const region = coverCropRegion({ x: 0, y: 0, width: 500, height: 750 }, { width: 3000, height: 600 });
    expect(region).toEqual({ x: 0, y: 0, width: 400, height: 600 });
  });
});
