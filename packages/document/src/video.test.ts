import { describe, expect, it } from 'vitest';
import { buildEmbedUrl, embedUrlFor, parseVideoUrl, videoProvider, videoThumbnailUrl } from './video.ts';

const ID = 'aqz-KE-bpKQ';

describe('parseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&list=PL123&index=2`,
    `http://m.youtube.com/watch?feature=share&v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
  ])('reads YouTube from %s', (url) => {
    expect(parseVideoUrl(url)).toMatchObject({ provider: 'youtube', id: ID });
  });

  it('keeps a YouTube start time', () => {
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=90`)).toEqual({ provider: 'youtube', id: ID, start: 90 });
    expect(parseVideoUrl(`https://www.youtube.com/watch?v=${ID}&t=1m5s`)).toEqual({
      provider: 'youtube',
      id: ID,
      start: 65,
    });
  });

  it.each([
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/8f5a7d3c2b', { provider: 'vimeo', id: '76979871', hash: '8f5a7d3c2b' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    [
      'https://player.vimeo.com/video/76979871?h=8f5a7d3c2b&badge=0',
      { provider: 'vimeo', id: '76979871', hash: '8f5a7d3c2b' },
    ],
  ])('reads Vimeo from %s', (url, expected) => {
    expect(parseVideoUrl(url)).toEqual(expected);
  });

  it.each([
    'https://example.com/movie.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
    'https://vimeo.com/about',
    'https://notyoutube.com/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)',
    '',
    'not a url at all',
  ])('classes %j as other', (url) => {
    expect(videoProvider(url)).toBe('other');
  });
});

describe('buildEmbedUrl', () => {
  it('builds YouTube embeds with the flags, looping through playlist=ID', () => {
    const url = embedUrlFor(`https://youtu.be/${ID}`, {
      autoplay: true,
      mute: true,
      loop: true,
      controls: false,
    });
    expect(url).toBe(
      `https://www.youtube.com/embed/${ID}?autoplay=1&mute=1&loop=1&controls=0&rel=0&playsinline=1&playlist=${ID}`,
    );
  });

  it('defaults to controls on and everything else off', () => {
    expect(embedUrlFor(`https://youtu.be/${ID}`)).toBe(
      `https://www.youtube.com/embed/${ID}?autoplay=0&mute=0&loop=0&controls=1&rel=0&playsinline=1`,
    );
    expect(embedUrlFor(`https://youtu.be/${ID}?t=30`)).toContain('&start=30');
  });

  it('builds Vimeo embeds, keeping the unlisted hash', () => {
    expect(
      buildEmbedUrl(
        { provider: 'vimeo', id: '76979871', hash: 'abc123' },
        { autoplay: true, mute: true, loop: true },
      ),
    ).toBe('https://player.vimeo.com/video/76979871?h=abc123&autoplay=1&muted=1&loop=1&controls=1');
  });

  it('gives no embed for other URLs', () => {
    expect(embedUrlFor('https://example.com/movie.mp4', { autoplay: true })).toBeNull();
  });

  it('has a thumbnail for YouTube only', () => {
    expect(videoThumbnailUrl({ provider: 'youtube', id: ID })).toBe(
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    );
    expect(videoThumbnailUrl({ provider: 'vimeo', id: '1' })).toBeNull();
  });
});
