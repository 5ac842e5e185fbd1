import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { delayToMs } from './animation.ts';
import { DEFAULT_BACKGROUND } from './background.ts';
import { borderSides, DEFAULT_BORDER } from './border.ts';
import { DEFAULT_COLUMN_OPTIONS } from './column.ts';
import { elementBaseOptionsSchema } from './element-base.ts';
import { DEFAULT_POPUP_OPTIONS, popupOptionsSchema } from './popup.ts';
import {
  colorSchema,
  imageUrlSchema,
  resolveResponsive,
  responsive,
  urlSchema,
  withDeviceValue,
} from './primitives.ts';
import { DEFAULT_ROW_OPTIONS } from './row.ts';
import { DEFAULT_SECTION_OPTIONS, sectionOptionsSchema } from './section.ts';
import { DEFAULT_SHADOW, shadowSchema } from './shadow.ts';
import { DEFAULT_SLIDER_OPTIONS } from './slider.ts';
import { paddingSchema } from './spacing.ts';
import { contentMaxWidth } from './width.ts';

describe('per-device values', () => {
  it('lifts a bare value to desktop and keeps overrides', () => {
    const size = responsive(z.number());
    expect(size.parse(16)).toEqual({ desktop: 16 });
    expect(size.parse({ desktop: 16, mobile: 12 })).toEqual({ desktop: 16, mobile: 12 });
    expect(size.safeParse({ mobile: 12 }).success).toBe(false);
  });

  it('falls back tablet → desktop and mobile → tablet → desktop', () => {
    expect(resolveResponsive({ desktop: 40 }, 'mobile')).toBe(40);
    expect(resolveResponsive({ desktop: 40, tablet: 30 }, 'mobile')).toBe(30);
    expect(resolveResponsive({ desktop: 40, tablet: 30, mobile: 20 }, 'mobile')).toBe(20);
    expect(resolveResponsive({ desktop: 40, mobile: 20 }, 'tablet')).toBe(40);
    expect(resolveResponsive({ desktop: 40, mobile: 20 }, 'desktop')).toBe(40);
    expect(withDeviceValue({ desktop: 1 }, 'mobile', 2)).toEqual({ desktop: 1, mobile: 2 });
  });

  it('applies to padding as whole sides per device', () => {
    const padding = paddingSchema.parse({ desktop: { top: 10 }, mobile: { top: 4, left: 2 } });
    expect(padding).toEqual({
      desktop: { top: 10, right: 0, bottom: 0, left: 0 },
      mobile: { top: 4, right: 0, bottom: 0, left: 2 },
    });
    expect(paddingSchema.safeParse({ desktop: { top: 2001 } }).success).toBe(false);
  });
});

describe('default option sets', () => {
  it('section covers every SPEC §3 aspect', () => {
    for (const key of [
      'padding',
      'margin',
      'background',
      'border',
      'radius',
      'shadow',
      'contentWidth',
      'visibility',
      'hover',
      'animation',
    ]) {
      expect(DEFAULT_SECTION_OPTIONS).toHaveProperty(key);
    }
    expect(DEFAULT_SECTION_OPTIONS.visibility).toBe('both');
    expect(DEFAULT_SECTION_OPTIONS.padding.desktop).toEqual({ top: 60, right: 15, bottom: 60, left: 15 });
    expect(DEFAULT_SECTION_OPTIONS.background).toEqual(DEFAULT_BACKGROUND);
  });

  it('row and column have their box options', () => {
    expect(DEFAULT_ROW_OPTIONS.columnGap).toBe(20);
    expect(DEFAULT_COLUMN_OPTIONS.verticalAlign).toBe('top');
    expect(DEFAULT_COLUMN_OPTIONS.border).toEqual(DEFAULT_BORDER);
  });

  it('popup opens on click with a 0 delay by default', () => {
    expect(DEFAULT_POPUP_OPTIONS.trigger).toBe('click');
    expect(DEFAULT_POPUP_OPTIONS.delay).toEqual({ value: 0, unit: 's' });
    expect(popupOptionsSchema.parse({ trigger: 'delay', delay: { value: 1500, unit: 'ms' } }).delay).toEqual({
      value: 1500,
      unit: 'ms',
    });
  });

  it('slider is 500 high and 5 seconds per slide', () => {
    expect(DEFAULT_SLIDER_OPTIONS.height).toEqual({ desktop: 500 });
    expect(DEFAULT_SLIDER_OPTIONS.duration).toBe(5);
  });

  it('fills a partial option set from defaults without sharing objects between parses', () => {
    const a = sectionOptionsSchema.parse({ background: { color: '#fff' } });
    const b = sectionOptionsSchema.parse({});
    expect(a.background.color).toBe('#fff');
    expect(a.background.image.size).toBe('cover');
    expect(a.border).not.toBe(b.border);
  });
});

describe('option pieces', () => {
  it('shadow levels are 0 (none) or 5..40 in steps of 5', () => {
    expect(DEFAULT_SHADOW.level).toBe(0);
    expect(shadowSchema.safeParse({ level: 25, kind: 'inner' }).success).toBe(true);
    expect(shadowSchema.safeParse({ level: 12 }).success).toBe(false);
    expect(shadowSchema.safeParse({ level: 45 }).success).toBe(false);
  });

  it('border positions map to CSS sides', () => {
    expect(borderSides('none')).toEqual([]);
    expect(borderSides('full')).toEqual(['top', 'right', 'bottom', 'left']);
    expect(borderSides('topbottom')).toEqual(['top', 'bottom']);
    expect(borderSides('leftright')).toEqual(['left', 'right']);
    expect(borderSides('left')).toEqual(['left']);
  });

  it('delays convert to ms from either unit', () => {
    expect(delayToMs({ value: 1.5, unit: 's' })).toBe(1500);
    expect(delayToMs({ value: 250, unit: 'ms' })).toBe(250);
  });

  it('content widths give a CSS max-width', () => {
    expect(contentMaxWidth('fullwidth')).toBe('100%');
    expect(contentMaxWidth('wide')).toBe('1170px');
  });

  it('colours cannot break out of a style declaration', () => {
    for (const ok of [
      '',
      '#fff',
      '#11223344',
      'rgba(0, 0, 0, 0.5)',
      'hsl(210 40% 50%)',
      'transparent',
      'red',
    ]) {
      expect(colorSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      'red;',
      'red}body{',
      '#fff" onload="x',
      'url(x)',
      'expression(alert(1))',
      'rgb(0,0,0);x:y',
    ]) {
      expect(colorSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('URLs refuse script schemes; image URLs may be inline rasters', () => {
    expect(urlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(urlSchema.safeParse('https://example.com').success).toBe(true);
    expect(imageUrlSchema.safeParse('data:image/webp;base64,UklGRg==').success).toBe(true);
    expect(imageUrlSchema.safeParse('data:image/svg+xml;base64,PHN2Zz4=').success).toBe(false);
  });
});

describe('nested defaults', () => {
  it('are fresh objects on every parse, so changing one document cannot change another', () => {
    const a = sectionOptionsSchema.parse({});
    const b = sectionOptionsSchema.parse({});
    expect(a.padding.desktop).not.toBe(b.padding.desktop);
    expect(a.margin.desktop).not.toBe(b.margin.desktop);
    const base = elementBaseOptionsSchema.parse({});
    expect(base.margin.desktop).not.toBe(elementBaseOptionsSchema.parse({}).margin.desktop);
  });
});
