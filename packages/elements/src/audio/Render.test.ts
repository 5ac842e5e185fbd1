import { DEFAULT_THEME } from '@tessera/document';
import {
  classesOf,
  cssOf,
  expectEmptyState,
  expectOnlyText,
  HOSTILE,
  renderWith,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const FILE = 'https://cdn.example.com/show.mp3';

describe('audio element', () => {
  it('renders nothing live and a note in the editor until a file is set (its defaults)', () => {
    expectEmptyState('audio', {}, /Add an audio file/);
  });

  it('is a native player that loads nothing until asked, with the themed controls hidden for the island', () => {
    const page = renderWith('audio', { options: { url: FILE, title: 'Morning show', loop: true } });
    expect(page.problems).toEqual([]);
    expect(tag(page.markup, 'audio')).toMatchObject({ src: FILE, controls: '', preload: 'none', loop: '' });
    expect(page.markup).toContain('<p class="au-title">Morning show</p>');
    expect(tag(page.markup, 'div', { class: 'au-ui' }).hidden).toBe('');
    expect(tag(page.markup, 'button')).toMatchObject({
      'aria-label': 'Play Morning show',
      'aria-pressed': 'false',
    });
    expect(tag(page.markup, 'input')).toMatchObject({ type: 'range', 'aria-label': 'Seek Morning show' });
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(page.islands).toEqual(['audio']);
  });

  it('offers the download with a name, and marks autoplay for the island', () => {
    const page = renderWith('audio', {
      options: { url: FILE, title: 'Ep 1', showDownload: true, autoplay: true },
    });
    expect(tag(page.markup, 'a')).toMatchObject({ href: FILE, download: '', 'aria-label': 'Download Ep 1' });
    expect(tag(page.markup, 'div', { 'data-audio': '' })['data-autoplay']).toBe('');
  });

  it('plays nothing from a javascript: URL', () => {
    const page = renderWith('audio', {
      options: { url: 'javascript:alert(1)', showDownload: true },
      unchecked: true,
    });
    expect(page.markup).toBe('');
  });

  it('escapes a hostile title', () => {
    const page = renderWith('audio', { options: { url: FILE, title: HOSTILE } });
    // The title line, and the names of the play button and the seek bar.
    expectOnlyText(page.markup, 3);
  });

  it('is inert in the editor: the look without the file, no script', () => {
    const page = renderWith('audio', {
      options: { url: FILE, title: 'Ep', showDownload: true },
      mode: 'edit',
    });
    expect(tags(page.markup, 'audio')).toEqual([]);
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(page.markup).toContain('data-edit-inert=""');
    expect(page.islands).toEqual([]);
  });

  it('carries the background, corners and player colour into its CSS', () => {
    const page = renderWith('audio', {
      options: { url: FILE, BackgroundColor: '#0f172a', BorderRadius: 12, playerColor: '#db2777' },
    });
    const box = cssOf(page.css, [tags(page.markup, 'div')[0]?.attributes.class ?? '']);
    expect(box).toContain('background-color:#0f172a');
    expect(box).toContain('border-radius:12px');
    // Light text on the dark box it chose.
    expect(box).toContain('color:#ffffff');
    const player = cssOf(page.css, classesOf(page.markup, 'au'));
    expect(player).toContain('.au-play{background:#db2777');
    expect(player).toContain('.au-seek{accent-color:#db2777');
    const themed = renderWith('audio', { options: { url: FILE } });
    expect(cssOf(themed.css, classesOf(themed.markup, 'au'))).toContain(
      `.au-play{background:${DEFAULT_THEME.ButtonBackground}`,
    );
  });
});
