import { describe, expect, it } from 'vitest';
import { fileProblem, formatBytes, imageFormatOf, metaRatioProblem } from './checks.ts';
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

  it('reports non-converting upload failures in an alert (SPEC §8)', () => {
    expect(reportsInAlert('meta')).toBe(true);
    expect(reportsInAlert('cover')).toBe(true);
    expect(reportsInAlert('image')).toBe(false);
  });
});
