import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video.ts';

describe('videoEmbed', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
  ])('recognises YouTube: %s', (url) => {
    expect(videoEmbed(url)).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=0&loop=0&controls=1&rel=0',
    });
  });

  it('loops a YouTube video through its own playlist', () => {
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ', { loop: true, mute: true })?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&loop=1&controls=1&rel=0&playlist=dQw4w9WgXcQ',
    );
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://player.vimeo.com/video/76979871',
  ])('recognises Vimeo: %s', (url) => {
    expect(videoEmbed(url)).toEqual({
      kind: 'vimeo',
      id: '76979871',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1&muted=0&loop=0&controls=1',
    });
  });

  it('plays a video file directly', () => {
    expect(videoEmbed('https://cdn.example.com/intro.MP4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/intro.MP4',
    });
  });

  it('classes anything else as other', () => {
    expect(videoEmbed('https://example.com/watch/1')).toEqual({
      kind: 'other',
      src: 'https://example.com/watch/1',
    });
    expect(videoEmbed('https://www.youtube.com/watch?v=short')?.kind).toBe('other');
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://example.com/a.mp4'])('refuses %s', (url) => {
    expect(videoEmbed(url)).toBeNull();
  });
});
