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

const VIDEOS = [
  { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Product tour' },
  { url: 'https://youtu.be/ScMzIvxBSi4', title: '' },
];

describe('youtube gallery element', () => {
  it('renders nothing live and a note in the editor without videos (its defaults)', () => {
    expectEmptyState('youtube-gallery', {}, /Add YouTube videos/);
    expectEmptyState(
      'youtube-gallery',
      { options: { source: 'channel', channelId: 99 } },
      /No videos from this channel/,
    );
  });

  it('shows picked videos as named tiles that play over the page in the no-cookie player', () => {
    const page = renderWith('youtube-gallery', { options: { videos: VIDEOS } });
    expect(page.problems).toEqual([]);
    const links = tags(page.markup, 'a').map((a) => a.attributes);
    expect(links.map((a) => a['aria-label'])).toEqual(['Play video: Product tour', 'Play video: Video 2']);
    expect(links[0]).toMatchObject({ href: VIDEOS[0]?.url, 'data-caption': 'Product tour' });
    expect(links[0]?.['data-embed']).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/,
    );
    expect(tag(page.markup, 'dialog').id).toBe(`${links[0]?.['data-lightbox']}-lb`);
    expect(tags(page.markup, 'img')[0]?.attributes).toMatchObject({
      src: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
      alt: '',
      loading: 'lazy',
    });
    expect(page.markup).toContain('<span class="yt-title">Product tour</span>');
    expect(tags(page.markup, 'iframe')).toEqual([]);
    expect(page.islands).toEqual(['slider']);
  });

  it('plays inside the tile through the video island when not over the page', () => {
    const page = renderWith('youtube-gallery', {
      options: { videos: VIDEOS, playInLightbox: false, showTitles: false },
    });
    expect(tags(page.markup, 'div').filter((d) => d.attributes['data-video'] === '')).toHaveLength(2);
    expect(tag(page.markup, 'button', { 'aria-label': 'Play video: Product tour' }).type).toBe('button');
    expect(page.markup).not.toContain('yt-title');
    expect(page.islands).toEqual(['slider', 'video']);
  });

  it('lists the latest videos of a channel from the render data, up to the count', () => {
    const page = renderWith('youtube-gallery', { options: { source: 'channel', channelId: 7, count: 2 } });
    expect(tags(page.markup, 'a').map((a) => a.attributes['aria-label'])).toEqual([
      'Play video: Channel video one',
      'Play video: Channel video two',
    ]);
    expect(tags(page.markup, 'img')[1]?.attributes.src).toBe(
      MEDIA_DATA.youtubeVideos?.['7']?.[1]?.thumbnailUrl,
    );
  });

  it('leaves out anything that is not a YouTube video, javascript: links included', () => {
    const page = renderWith('youtube-gallery', {
      options: {
        videos: [
          ...VIDEOS,
          { url: 'javascript:alert(1)', title: 'x' },
          { url: 'https://vimeo.com/1', title: 'y' },
        ],
      },
      unchecked: true,
    });
    expect(page.markup).not.toContain('javascript:');
    expect(page.markup).not.toContain('vimeo');
    expect(tags(page.markup, 'a')).toHaveLength(2);
  });

  it('escapes hostile titles', () => {
    const page = renderWith('youtube-gallery', {
      options: { videos: [{ url: VIDEOS[0]?.url, title: HOSTILE }] },
    });
    // The visible title, the link's name and the lightbox caption.
    expectOnlyText(page.markup, 3);
  });

  it('is inert in the editor: no links, no player URLs, no script', () => {
    const page = renderWith('youtube-gallery', { options: { videos: VIDEOS }, mode: 'edit' });
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(page.markup).not.toContain('data-embed');
    expect(tags(page.markup, 'dialog')).toEqual([]);
    expect(page.islands).toEqual([]);
  });

  it('uses the gallery layouts: a grid by columns, or a slider', () => {
    const grid = renderWith('youtube-gallery', {
      options: { videos: VIDEOS, columns: { desktop: 2, mobile: 1 } },
    });
    expect(cssOf(grid.css, classesOf(grid.markup, 'gr'))).toContain(
      'grid-template-columns:repeat(2,minmax(0,1fr))',
    );
    const carousel = renderWith('youtube-gallery', { options: { videos: VIDEOS, galleryType: 'coverflow' } });
    expect(tag(carousel.markup, 'section')).toMatchObject({
      'aria-label': 'Videos',
      'data-slider': 'coverflow',
    });
  });
});
