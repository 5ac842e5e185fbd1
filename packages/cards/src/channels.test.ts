import { describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGES, channelDisplay, channelHref, normalizeChannelValue } from './channels.ts';

describe('card channel values', () => {
  it('stores phones as E.164 and shows US/CA numbers nationally', () => {
    const call = normalizeChannelValue('call', '(404) 555-0142');
    expect(call).toEqual({ ok: true, value: '+14045550142' });
    expect(channelDisplay('call', '+14045550142')).toBe('(404) 555-0142');
    expect(channelDisplay('call', '+442079460958')).toBe('+44 20 7946 0958');
    expect(channelHref('call', '+14045550142', '')).toBe('tel:+14045550142');
    expect(channelHref('text', '+14045550142', '')).toBe('sms:+14045550142');
    expect(channelHref('whatsapp', '+14045550142', '')).toBe('https://wa.me/14045550142');
  });

  it('refuses phones with letters instead of reading them as a vanity number', () => {
    expect(normalizeChannelValue('call', '1-800-FLOWERS')).toEqual({
      ok: false,
      message: CHANNEL_MESSAGES.phoneLetters,
    });
    expect(normalizeChannelValue('text', '12')).toMatchObject({ ok: false });
  });

  it('refuses script and other non-web schemes in links', () => {
    for (const value of ['javascript:alert(1)', 'JaVa\tScript:alert(1)', 'data:text/html,x', 'ftp://x.com']) {
      expect(normalizeChannelValue('website', value)).toMatchObject({ ok: false });
      expect(normalizeChannelValue('linkedin', value)).toMatchObject({ ok: false });
    }
    expect(normalizeChannelValue('website', 'example.com/about')).toEqual({
      ok: true,
      value: 'https://example.com/about',
    });
  });

  it('turns handles into profile links and keeps social links on their network', () => {
    expect(normalizeChannelValue('instagram', '@maria.sells')).toEqual({
      ok: true,
      value: 'https://www.instagram.com/maria.sells',
    });
    expect(normalizeChannelValue('linkedin', 'https://www.linkedin.com/in/maria')).toMatchObject({
      ok: true,
    });
    expect(normalizeChannelValue('linkedin', 'https://evil.example/in/maria')).toMatchObject({ ok: false });
    expect(normalizeChannelValue('twitter', 'x.com/maria')).toEqual({
      ok: true,
      value: 'https://x.com/maria',
    });
  });

  it('checks email and FaceTime values', () => {
    expect(normalizeChannelValue('email', 'Maria@Example.com')).toEqual({
      ok: true,
      value: 'maria@example.com',
    });
    expect(normalizeChannelValue('email', 'not-an-email')).toMatchObject({ ok: false });
    expect(normalizeChannelValue('facetime', 'maria@example.com')).toMatchObject({ ok: true });
    expect(channelHref('facetime', '+14045550142', '')).toBe('facetime:+14045550142');
    expect(channelHref('email', 'a@b.co', '')).toBe('mailto:a@b.co');
  });
});
