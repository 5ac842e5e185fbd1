import { audioElement } from './audio/index.ts';
import { blogElement } from './blog/index.ts';
import { bulletListElement } from './bullet-list/index.ts';
import { buttonElement } from './button/index.ts';
import { checkboxElement } from './checkbox/index.ts';
import { countdownElement } from './countdown/index.ts';
import { couponElement } from './coupon/index.ts';
import { creditCardElement } from './credit-card/index.ts';
import { dayTimerElement } from './day-timer/index.ts';
import { dropdownElement } from './dropdown/index.ts';
import { faqElement } from './faq/index.ts';
import { formElement } from './form/index.ts';
import { galleryElement } from './gallery/index.ts';
import { googleReviewElement } from './google-review/index.ts';
import { h1Element } from './h1/index.ts';
import { h2Element } from './h2/index.ts';
import { h3Element } from './h3/index.ts';
import { headlineElement } from './headline/index.ts';
import { htmlElement } from './html/index.ts';
import { iconElement } from './icon/index.ts';
import { iconFeatureElement } from './icon-feature/index.ts';
import { imageElement } from './image/index.ts';
import { imageFeatureElement } from './image-feature/index.ts';
import { inputElement } from './input/index.ts';
import { logoElement } from './logo/index.ts';
import { mapElement } from './map/index.ts';
import { minuteTimerElement } from './minute-timer/index.ts';
import { navigationElement } from './navigation/index.ts';
import { numberedItemsElement } from './numbered-items/index.ts';
import { orderSelectElement } from './order-select/index.ts';
import { orderSummaryElement } from './order-summary/index.ts';
import { paragraphElement } from './paragraph/index.ts';
import { paymentLinkElement } from './payment-link/index.ts';
import { podcastGalleryElement } from './podcast-gallery/index.ts';
import { socialLinkElement } from './social-link/index.ts';
import { socialSharingElement } from './social-sharing/index.ts';
import { subheadlineElement } from './subheadline/index.ts';
import { textareaElement } from './textarea/index.ts';
import type { ElementDefinition, OptionsOf } from './types.ts';
import { videoElement } from './video/index.ts';
import { webinarInfoElement } from './webinar-info/index.ts';
import { youtubeGalleryElement } from './youtube-gallery/index.ts';

/**
 * A registry: definitions under their own keys (a definition filed under another key does not
 * compile). Its keys are the element types; their order is the palette's.
 */
type RegistryShape<R> = { readonly [K in keyof R]: ElementDefinition<Record<string, unknown>, K & string> };

function defineRegistry<const R extends RegistryShape<R>>(registry: R): Readonly<R> {
  return Object.freeze(registry);
}

/**
 * The registry of every element type, in palette order: the one list of element types. Frozen and
 * never changed at run time: the renderer, the editor and the server receive it as an argument
 * rather than importing a global, so tests can hand them another one (with more types, too).
 */
export const elementRegistry = defineRegistry({
  headline: headlineElement,
  h1: h1Element,
  h2: h2Element,
  h3: h3Element,
  subheadline: subheadlineElement,
  paragraph: paragraphElement,
  'bullet-list': bulletListElement,
  faq: faqElement,
  button: buttonElement,
  checkbox: checkboxElement,
  dropdown: dropdownElement,
  input: inputElement,
  textarea: textareaElement,
  form: formElement,
  coupon: couponElement,
  'credit-card': creditCardElement,
  'order-select': orderSelectElement,
  'order-summary': orderSummaryElement,
  'payment-link': paymentLinkElement,
  audio: audioElement,
  video: videoElement,
  image: imageElement,
  gallery: galleryElement,
  'youtube-gallery': youtubeGalleryElement,
  'podcast-gallery': podcastGalleryElement,
  blog: blogElement,
  countdown: countdownElement,
  'minute-timer': minuteTimerElement,
  'day-timer': dayTimerElement,
  map: mapElement,
  'google-review': googleReviewElement,
  'webinar-info': webinarInfoElement,
  html: htmlElement,
  icon: iconElement,
  'icon-feature': iconFeatureElement,
  'image-feature': imageFeatureElement,
  navigation: navigationElement,
  'social-link': socialLinkElement,
  'social-sharing': socialSharingElement,
  logo: logoElement,
  'numbered-items': numberedItemsElement,
});

/** An element type key: a key of the registry. */
export type ElementKey = keyof typeof elementRegistry;

/** What any registry holds: at least a definition for every type of `elementRegistry`, under its own key. */
export type ElementRegistry = {
  readonly [K in ElementKey]: ElementDefinition<Record<string, unknown>, K, IslandName>;
};

/** Every element type key, in palette order. */
export const ELEMENT_KEYS: readonly ElementKey[] = Object.freeze(
  Object.keys(elementRegistry) as ElementKey[],
);

/** Whether `value` names a type of `elementRegistry`. */
export function isElementKey(value: unknown): value is ElementKey {
  return typeof value === 'string' && Object.hasOwn(elementRegistry, value);
}

/**
 * An island a published page may load: the popup's (the renderer's own: popups are no element
 * type) and each one an element type names.
 */
export type IslandName = 'popup' | NonNullable<(typeof elementRegistry)[ElementKey]['island']>;

/** Options type of one element type, e.g. `ElementOptions<'form'>`. */
export type ElementOptions<K extends ElementKey> = OptionsOf<(typeof elementRegistry)[K]>;
