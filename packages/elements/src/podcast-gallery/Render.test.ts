import {
  classesOf,
  cssOf,
  expectEmptyState,
  expectOnlyText,
  HOSTILE,
  MEDIA_DATA,
  renderWith,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

const withEpisodes = (episodes: NonNullable<typeof MEDIA_DATA.podcastEpisodes>[string]) => ({
  ...MEDIA_DATA,
  podcastEpisodes: { 'site:latest': episodes },
});
const [first, second] = MEDIA_DATA.podcastEpisodes?.['site:latest'] ?? [];

describe('podcast gallery element', () => {
  it('renders nothing live and a note in the editor without episodes', () => {
    expectEmptyState('podcast-gallery', { data: { pages: [] } }, /No published episodes/);
    // Another podcast's episodes are looked up under its own key.
    expectEmptyState('podcast-gallery', { options: { collectionId: 5 } }, /No published episodes/);
  });

  it('renders its defaults: the site’s latest episodes as cards with a player each', () => {
    const page = renderWith('podcast-gallery');
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('<p class="pc-title">Launching in a weekend</p>');
    expect(page.markup).toContain('<time dateTime="2025-04-10">Apr 10, 2025</time> · 25 min');
    expect(page.markup).toContain('1 h 5 min');
    expect(tags(page.markup, 'audio').map((a) => a.attributes.src)).toEqual([
      first?.audioUrl,
      second?.audioUrl,
    ]);
    expect(tag(page.markup, 'button', { 'aria-label': 'Play Launching in a weekend' })['aria-pressed']).toBe(
      'false',
    );
    expect(tag(page.markup, 'img')).toMatchObject({
      src: first?.imageUrl,
      alt: '',
      width: '72',
      height: '72',
    });
    expect(page.islands).toEqual(['audio', 'slider']);
  });

  it('limits to the count, hides dates when asked, and links to the file without a player', () => {
    const page = renderWith('podcast-gallery', { options: { count: 1, showDate: false, showPlayer: false } });
    expect(page.markup).not.toContain('Pricing pages');
    expect(page.markup).not.toContain('<time');
    expect(tags(page.markup, 'audio')).toEqual([]);
    expect(tag(page.markup, 'a')).toMatchObject({ href: first?.audioUrl });
    expect(page.markup).toContain('Listen<span class="sr-only">: Launching in a weekend</span>');
  });

  it('drops an episode’s javascript: file', () => {
    const page = renderWith('podcast-gallery', {
      data: withEpisodes([
        { ...(first ?? MEDIA_DATA.podcastEpisodes!['site:latest']![0]!), audioUrl: 'javascript:alert(1)' },
      ]),
    });
    expect(page.markup).not.toContain('javascript:');
    expect(tags(page.markup, 'audio')).toEqual([]);
    expect(tags(page.markup, 'a')).toEqual([]);
  });

  it('escapes hostile episode titles', () => {
    const page = renderWith('podcast-gallery', { data: withEpisodes([{ ...first!, title: HOSTILE }]) });
    // The title, and the names of the play button and the seek bar.
    expectOnlyText(page.markup, 3);
  });

  it('is inert in the editor: no file loads, no links, no script', () => {
    const page = renderWith('podcast-gallery', { mode: 'edit' });
    const links = renderWith('podcast-gallery', { mode: 'edit', options: { showPlayer: false } });
    expect(tags(page.markup, 'audio')).toEqual([]);
    expect(tags(links.markup, 'a').every((a) => a.attributes.href === undefined)).toBe(true);
    expect(page.islands).toEqual([]);
  });

  it('carries the accent colour and the grid columns into its CSS', () => {
    const page = renderWith('podcast-gallery', {
      options: { accentColor: '#7c3aed', columns: { desktop: 3, mobile: 1 } },
    });
    const css = cssOf(page.css, classesOf(page.markup, 'pcg'));
    expect(css).toContain('.pc-meta{color:#7c3aed;}');
    expect(cssOf(page.css, classesOf(page.markup, 'au'))).toContain('.au-play{background:#7c3aed');
    expect(cssOf(page.css, classesOf(page.markup, 'gr'))).toContain(
      'grid-template-columns:repeat(3,minmax(0,1fr))',
    );
  });
});
