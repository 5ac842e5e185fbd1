import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';

describe('SPEC §9 constants', () => {
  it('has the breakpoints, defaults and limits', () => {
    expect(C.BREAKPOINTS).toEqual({ desktop: 1187, mobile: 767 });
    expect(C.DEFAULT_FONT).toBe('Poppins');
    expect(C.DEFAULT_CURRENCY).toBe('$');
    expect(C.DEFAULT_DEVICE).toBe('desktop');
    expect(C.DEVICES).toEqual(['desktop', 'tablet', 'mobile']);
    expect(C.TOAST_DURATION_MS).toBe(5000);
    expect(C.SCRIPT_CHUNK_TIMEOUT_MS).toBe(120000);
    expect(C.STOCK_IMAGE_PAGE_SIZE).toBe(12);
    expect(C.AGENCY_LIST_PAGE_SIZE).toBe(10);
    expect(C.WHITELABEL_LIST_PAGE_SIZE).toBe(10);
    expect(C.SUBDOMAIN_MAX_LENGTH).toBeLessThan(63);
    expect(C.PHONE_MIN_LENGTH).toBe(6);
    expect(C.HIDDEN_PHONE_TERRITORIES).toEqual(['IO', 'NR', 'SH', 'SX', 'TK', 'WF']);
    expect(C.DEMO_TRIAL_TEXT).toBe('14-day free trial');
    expect(C.DEFAULT_POPUP_DELAY).toBe(0);
    expect(C.SLIDER_DEFAULTS).toEqual({ height: 500, durationSeconds: 5 });
    expect(C.DEFAULT_BUTTON_FONT_SIZE).toBe(14);
    expect(C.DEFAULT_BUTTON_ICON_SIZE).toBe(14);
    expect(C.MOBILE_BUTTON_FONT_SIZE).toBe(15);
    expect(C.MOBILE_BUTTON_SUB_FONT_SIZE).toBe(10);
    expect(C.LOGO_MAX).toEqual({ width: 300, height: 60 });
    expect(C.IMAGE_CROP).toEqual({ aspectRatio: 1.5, width: 1200, height: 1800, format: 'webp' });
    expect(C.META_IMAGE.aspectRatio).toBeCloseTo(16 / 9);
    expect(C.META_IMAGE.tolerance).toBe(0.01);
    expect(C.RATIO_DETECT_DELAY_MS).toBe(500);
    expect(C.MIN_COLUMN_WIDTH).toBe(10);
  });

  it('has 22 font families, Poppins first, each with real weights in 100..900', () => {
    expect(C.FONT_FAMILIES).toHaveLength(22);
    expect(C.FONT_FAMILIES[0]?.family).toBe('Poppins');
    expect(new Set(C.FONT_FAMILY_NAMES).size).toBe(22);
    for (const font of C.FONT_FAMILIES) {
      expect(font.weights.length).toBeGreaterThan(0);
      expect(font.weights).toContain(400);
      for (const w of font.weights) expect(C.FONT_WEIGHTS).toContain(w);
      expect([...font.weights].sort((a, b) => a - b)).toEqual([...font.weights]);
    }
    expect(C.fontWeightsOf('PT Sans')).toEqual([400, 700]);
    expect(C.fontWeightsOf('Unknown')).toEqual([400, 700]);
  });

  it('has the editor and rich-text size lists', () => {
    expect(C.EDITOR_FONT_SIZES[0]).toBe(8);
    expect(C.EDITOR_FONT_SIZES.at(-1)).toBe(96);
    expect(C.EDITOR_FONT_SIZES).toHaveLength(89);
    expect(C.FONT_WEIGHTS).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(C.LINE_HEIGHTS).toEqual([1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2]);
    expect(C.RICH_TEXT_FONT_SIZES).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 24, 30, 32, 36, 40, 48, 60,
    ]);
  });

  it('has the hour list, time zones and intervals', () => {
    expect(C.HOURS).toHaveLength(24);
    expect(C.HOURS[0]).toBe('00');
    expect(C.HOURS[9]).toBe('09');
    expect(C.HOURS[23]).toBe('23');
    expect(C.TIME_ZONES).toEqual({
      EST: 'America/New_York',
      PST: 'America/Los_Angeles',
      CST: 'America/Chicago',
      MST: 'America/Denver',
    });
    expect(C.RECURRING_INTERVALS).toEqual(['Daily', 'Weekly', 'Monthly', 'Yearly']);
  });

  it('has the style vocabularies', () => {
    expect(C.BUTTON_THEMES).toEqual([
      '3d',
      'square',
      '5pt-corner',
      '10pt-corner',
      '15pt-corner',
      '20pt-corner',
      'pill',
    ]);
    expect(C.INPUT_STYLES).toHaveLength(8);
    expect(C.BORDER_POSITIONS).toEqual(['full', 'top', 'bottom', 'topbottom', 'left', 'right', 'leftright']);
    expect(C.BORDER_POSITIONS_WITH_NONE[0]).toBe('none');
    expect(C.BORDER_STYLES).toEqual(['solid', 'dashed', 'dotted']);
    expect(C.SHADOW_LEVELS).toEqual([5, 10, 15, 20, 25, 30, 35, 40]);
    expect(C.SHADOW_KINDS).toEqual(['drop', 'inner']);
    expect(Object.keys(C.CONTENT_WIDTHS)).toEqual([
      'ultrawide',
      'fullwidth',
      'wide',
      'medium',
      'small',
      'mobile',
    ]);
    expect(C.GALLERY_TYPES).toEqual(['default', 'coverflow', 'card', 'creative', 'standard', 'masonry']);
    expect(C.ICON_THEMES).toHaveLength(11);
    expect(new Set(C.ICON_THEMES).size).toBe(11);
    expect(C.ICON_LIST_THEMES).toHaveLength(22);
    expect(new Set(C.ICON_LIST_THEMES).size).toBe(22);
  });
});
