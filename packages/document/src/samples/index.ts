import type { PageDocument } from '../schema.ts';
import { businessCardSample } from './business-card.ts';
import { defaultSiteSample } from './default-site.ts';
import { marketingAgencySample } from './marketing-agency.ts';
import { onlineCourseSample } from './online-course.ts';
import { softwareLandingSample } from './software-landing.ts';

export { DocumentBuilder } from './builder.ts';
export * from './media.ts';
export * as sampleParts from './parts.ts';
export * from './places.ts';
export {
  businessCardSample,
  defaultSiteSample,
  marketingAgencySample,
  onlineCourseSample,
  softwareLandingSample,
};

/** The SPEC §1 sample documents, built fresh on each call so callers may keep or change them. */
export const SAMPLE_DOCUMENTS: Record<string, () => PageDocument> = {
  'marketing-agency': marketingAgencySample,
  'software-landing': softwareLandingSample,
  'default-site': defaultSiteSample,
  'business-card': businessCardSample,
  'online-course': onlineCourseSample,
};
