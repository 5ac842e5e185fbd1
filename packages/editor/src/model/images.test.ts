import { findNode } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { runCommand } from './commands.ts';
import {
  applyMeasuredSize,
  fitLogo,
  RatioWatcher,
  ratioOf,
  ratioWatcherOf,
  uploadWithFlag,
} from './images.ts';
import { getAt } from './paths.ts';
import { testEditor } from './test-document.ts';

describe('ratioOf', () => {
  it('is height / width with two decimals', () => {
    expect(ratioOf(1200, 800)).toBe(0.67);
    expect(ratioOf(1920, 1080)).toBe(0.56);
    expect(ratioOf(0, 100)).toBe(0);
  });
});

describe('fitLogo', () => {
  it('fits within 300 × 60 and never enlarges', () => {
    expect(fitLogo(600, 60)).toEqual({ ShowWidth: 300, ShowHeight: 30 });
    expect(fitLogo(200, 200)).toEqual({ ShowWidth: 60, ShowHeight: 60 });
    expect(fitLogo(120, 40)).toEqual({ ShowWidth: 120, ShowHeight: 40 });
  });
});

class Timers {
  now = 0;
  list: Array<{ at: number; fn: () => void; id: number }> = [];
  next = 1;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.next++;
    this.list.push({ at: this.now + ms, fn, id });
    return id;
  };
  clearTimeout = (id: unknown) => {
    this.list = this.list.filter((t) => t.id !== id);
  };
  async advance(ms: number) {
    this.now += ms;
    const due = this.list.filter((t) => t.at <= this.now);
    this.list = this.list.filter((t) => t.at > this.now);
    for (const t of due) t.fn();
    for (let i = 0; i < 10; i++) await Promise.resolve();
  }
}

describe('RatioWatcher', () => {
  it('measures 500 ms after the last URL edit, once', async () => {
    const timers = new Timers();
    const loads: string[] = [];
    const watcher = new RatioWatcher(async (url) => {
      loads.push(url);
      return { width: 1000, height: 500 };
    }, timers);
    const ratios: number[] = [];
    for (const url of ['https://x.test/a', 'https://x.test/ab', 'https://x.test/abc.png']) {
      watcher.schedule('el:Image', url, (size) => ratios.push(ratioOf(size.width, size.height)));
      await timers.advance(200);
    }
    expect(loads).toEqual([]);
    await timers.advance(300);
    expect(loads).toEqual(['https://x.test/abc.png']);
    expect(ratios).toEqual([0.5]);
  });

  it('drops the answer for a URL that changed while it loaded', async () => {
    const timers = new Timers();
    let release: (size: { width: number; height: number }) => void = () => undefined;
    const watcher = new RatioWatcher(() => new Promise((resolve) => (release = resolve)), timers);
    const applied: number[] = [];
    watcher.schedule('k', 'https://x.test/old.png', () => applied.push(1));
    await timers.advance(500);
    watcher.schedule('k', 'https://x.test/new.png', () => applied.push(2));
    release({ width: 10, height: 10 });
    await timers.advance(0);
    expect(applied).toEqual([]);
  });
});

describe('uploadWithFlag', () => {
  it('sets the flag of the element and value key while uploading, and clears it on success', async () => {
    const { editor, ids } = testEditor();
    let seenDuring: Record<string, boolean> = {};
    const outcome = await uploadWithFlag(
      editor,
      async () => {
        seenDuring = { ...editor.ui.uploading };
        return { url: 'https://cdn.test/a.png', Ratio: 0.5 };
      },
      { kind: 'image', file: new File(['x'], 'a.png'), elementId: ids.image, valueKey: 'Image' },
      () => undefined,
    );
    expect(outcome).toEqual({ ok: true });
    expect(seenDuring).toEqual({ [`${ids.image}:Image`]: true });
    expect(editor.ui.uploading).toEqual({});
  });

  it('clears the flag on failure and reports the message', async () => {
    const { editor, ids } = testEditor();
    const outcome = await uploadWithFlag(
      editor,
      async () => {
        throw new Error('The file is not an image.');
      },
      { kind: 'logo', file: new File(['x'], 'a.txt'), elementId: ids.image, valueKey: 'Logo' },
      () => undefined,
    );
    expect(outcome).toEqual({ ok: false, message: 'The file is not an image.' });
    expect(editor.ui.uploading).toEqual({});
  });
});

function inserted(outcome: ReturnType<typeof runCommand>): string {
  if (!outcome.ok || outcome.id === undefined) throw new Error('not inserted');
  return outcome.id;
}

describe('applyMeasuredSize', () => {
  const at = (editor: ReturnType<typeof testEditor>['editor'], id: string, path: string) =>
    getAt(findNode(editor.doc, id)?.node.options, path);

  it('sets the Ratio of the image whose URL was typed, in the same undo step as the URL', () => {
    const { editor, ids } = testEditor();
    const url = 'https://x.test/wide.png';
    runCommand(editor, 'updateOptions', {
      id: ids.image,
      patch: { Image: { url, Ratio: 0 } },
      coalesceKey: `${ids.image}:Image`,
    });
    // The panel may be gone by now: the write needs nothing but the engine.
    applyMeasuredSize(
      editor,
      { nodeId: ids.image, valueKey: 'Image', url, variant: 'ratio' },
      {
        width: 1200,
        height: 800,
      },
    );
    expect(at(editor, ids.image, 'Image')).toMatchObject({ url, Ratio: 0.67 });
    expect(editor.documentStore.getState().history.past).toHaveLength(1);
  });

  it('writes nothing when the URL changed since it was measured', () => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'updateOptions', { id: ids.image, patch: { Image: { url: 'https://x.test/b.png' } } });
    const before = editor.doc;
    const written = applyMeasuredSize(
      editor,
      { nodeId: ids.image, valueKey: 'Image', url: 'https://x.test/a.png', variant: 'ratio' },
      { width: 10, height: 10 },
    );
    expect(written).toBeNull();
    expect(editor.doc).toBe(before);
  });

  it('reaches a gallery image inside its list, leaving the others as they are', () => {
    const { editor, ids } = testEditor();
    const gallery = inserted(
      runCommand(editor, 'insertElement', { key: 'gallery', target: { parentId: ids.c3, index: 0 } }),
    );
    const images = [
      { url: 'https://x.test/1.png', Ratio: 0.5, alt: 'one', caption: '', CustomLink: '' },
      { url: 'https://x.test/2.png', Ratio: 0, alt: 'two', caption: '', CustomLink: '' },
    ];
    runCommand(editor, 'updateOptions', { id: gallery, patch: { images } });
    applyMeasuredSize(
      editor,
      { nodeId: gallery, valueKey: 'images.1', url: 'https://x.test/2.png', variant: 'ratio' },
      { width: 400, height: 300 },
    );
    expect(at(editor, gallery, 'images')).toEqual([images[0], { ...images[1], Ratio: 0.75 }]);
  });

  it('fits a logo within 300 × 60', () => {
    const { editor, ids } = testEditor();
    const logo = inserted(
      runCommand(editor, 'insertElement', { key: 'logo', target: { parentId: ids.c3, index: 0 } }),
    );
    const url = 'https://x.test/logo.png';
    runCommand(editor, 'updateOptions', { id: logo, patch: { Logo: { url } } });
    applyMeasuredSize(
      editor,
      { nodeId: logo, valueKey: 'Logo', url, variant: 'logo' },
      { width: 900, height: 120 },
    );
    expect(at(editor, logo, 'Logo')).toMatchObject({ url, ShowWidth: 300, ShowHeight: 40 });
  });

  it('the editor keeps one watcher, whatever panel scheduled the measurement', () => {
    const { editor } = testEditor();
    expect(ratioWatcherOf(editor)).toBe(ratioWatcherOf(editor));
    expect(ratioWatcherOf(testEditor().editor)).not.toBe(ratioWatcherOf(editor));
  });
});
