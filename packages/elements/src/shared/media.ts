import { GALLERY_TYPES, sliderOptionsSchema, smallPixelSchema } from '@tessera/document';
import { z } from 'zod';
import type { FieldDefinition } from '../types.ts';
import { choices } from './fields.ts';
import { columnsOption } from './options.ts';

/**
 * Gallery, YouTube gallery and podcast gallery lay their items out the same way: one of the SPEC §9
 * gallery types, where default/coverflow/card/creative are sliders and standard/masonry are grids.
 */
export const galleryTypeSchema = z.enum(GALLERY_TYPES);
export const SLIDER_GALLERY_TYPES = GALLERY_TYPES.filter((t) => t !== 'standard' && t !== 'masonry');

/** The slider's own `type` is left out: `galleryType` already says which slider it is. */
export const gallerySliderSchema = sliderOptionsSchema.omit({ type: true });

export function galleryLayoutShape(defaults: {
  galleryType: (typeof GALLERY_TYPES)[number];
  columns: number;
}) {
  return {
    galleryType: galleryTypeSchema.default(defaults.galleryType),
    /** Grid columns (standard and masonry). */
    columns: columnsOption(defaults.columns, 1),
    gap: smallPixelSchema.default(16),
    /** Slider settings (the slider gallery types). */
    slider: gallerySliderSchema.prefault({}),
  };
}

export function galleryLayoutFields(): FieldDefinition[] {
  const isSlider = { path: 'galleryType', equals: SLIDER_GALLERY_TYPES };
  const isGrid = { path: 'galleryType', equals: ['standard', 'masonry'] };
  return [
    { kind: 'select', path: 'galleryType', label: 'Gallery type', options: choices(GALLERY_TYPES) },
    {
      kind: 'number',
      path: 'columns',
      label: 'Columns',
      mode: 'bounded',
      min: 1,
      max: 6,
      responsive: true,
      showWhen: isGrid,
    },
    { kind: 'number', path: 'gap', label: 'Gap', mode: 'pixel-number', unit: 'px' },
    {
      kind: 'number',
      path: 'slider.height',
      label: 'Slider height',
      mode: 'pixel',
      unit: 'px',
      responsive: true,
      showWhen: isSlider,
    },
    {
      kind: 'number',
      path: 'slider.duration',
      label: 'Seconds per slide',
      mode: 'decimal',
      min: 1,
      max: 60,
      step: 0.5,
      showWhen: isSlider,
    },
    { kind: 'toggle', path: 'slider.autoplay', label: 'Autoplay', showWhen: isSlider },
    { kind: 'toggle', path: 'slider.loop', label: 'Loop', showWhen: isSlider },
    { kind: 'toggle', path: 'slider.arrows', label: 'Arrows', showWhen: isSlider },
    { kind: 'toggle', path: 'slider.dots', label: 'Dots', showWhen: isSlider },
    { kind: 'toggle', path: 'slider.pauseOnHover', label: 'Pause on hover', showWhen: isSlider },
  ];
}
