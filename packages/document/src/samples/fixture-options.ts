import type { ElementKey } from '../element-keys.ts';
import { type SampleMediaFolder, sampleMediaUrl } from './media.ts';
import { button, formOptions, image, navigation, socialLinks, textOptions } from './parts.ts';
import { SAMPLE_PLACE_IDS } from './places.ts';

/** The samples' own pictures, so fixture pages render with real files too. */
const PHOTOS: ReadonlyArray<{ url: string; Ratio: number }> = (
  [
    ['agency', 'case-dental.webp', 0.67],
    ['agency', 'case-hvac.webp', 1.25],
    ['agency', 'case-fitness.webp', 0.67],
    ['agency', 'case-law.webp', 1],
    ['agency', 'founders.webp', 0.8],
    ['agency', 'team-whiteboard.webp', 0.75],
    ['taskflow', 'board-view.webp', 0.62],
    ['default-site', 'about.webp', 1.2],
  ] as const
).map(([folder, file, Ratio]: readonly [SampleMediaFolder, string, number]) => ({
  url: sampleMediaUrl(folder, file),
  Ratio,
}));
const photo = (n: number) => PHOTOS[n % PHOTOS.length] as { url: string; Ratio: number };

/**
 * Options of each non-text type as a real page would carry them, varied by `n` so a fixture is not
 * one object repeated. Benchmarks parse and validate these, so they must be valid for the registry.
 */
const TEXT_KEYS = ['headline', 'h1', 'h2', 'h3', 'subheadline', 'paragraph', 'bullet-list'] as const;
type TextKey = (typeof TEXT_KEYS)[number];

function isTextKey(key: ElementKey): key is TextKey {
  return (TEXT_KEYS as readonly string[]).includes(key);
}

const OPTIONS: Record<Exclude<ElementKey, TextKey>, (n: number) => Record<string, unknown>> = {
  faq: (n) => ({
    items: [
      {
        question: `Question ${n}: how long does setup take?`,
        answer: 'About ten minutes with the import tool.',
      },
      {
        question: 'Can I change plans later?',
        answer: 'Yes, upgrades and downgrades apply on the next invoice.',
      },
    ],
    openFirst: n % 2 === 0,
  }),
  button: (n) => button(`Start step ${n}`, { HoverAnimation: 'grow', CustomLink: `/step-${n}` }),
  checkbox: (n) => ({ name: `consent${n}`, label: 'Send me product updates', rules: '' }),
  dropdown: (n) => ({
    name: `plan${n}`,
    label: 'Plan',
    choices: ['Starter', 'Growth', 'Scale'],
    rules: 'required',
  }),
  input: (n) => ({ name: `email${n}`, label: 'Work email', inputType: 'email', rules: 'required|email' }),
  textarea: (n) => ({ name: `message${n}`, label: 'Message', rows: 4 }),
  form: (n) => formOptions(['firstName', 'email'], n % 2 === 0 ? 'Get the Guide' : 'Join the List'),
  coupon: () => ({ placeholder: 'Discount code', buttonText: 'Apply' }),
  'credit-card': () => ({ gatewayId: null, showPostalCode: true }),
  'order-select': (n) => ({
    products: [
      { productId: `prod_fixture_${n}`, label: 'Single licence', description: '', badge: '', quantity: 1 },
      {
        productId: `prod_fixture_${n}_team`,
        label: 'Team licence',
        description: '',
        badge: 'Popular',
        quantity: 1,
      },
    ],
    layout: 'cards',
  }),
  'order-summary': () => ({ showTax: true, currency: '$' }),
  'payment-link': (n) => ({ productId: `prod_fixture_${n}`, Button: button('Buy Now') }),
  audio: (n) => ({ url: sampleMediaUrl('default-site', 'sound-logo.wav'), title: `Episode ${n}` }),
  video: (n) => ({ url: `https://vimeo.com/${76979871 + n}`, controls: true, Ratio: 0.56 }),
  image: (n) => image(photo(n).url, photo(n).Ratio, `Fixture photo ${n}`),
  gallery: (n) => ({
    galleryType: n % 3 === 0 ? 'coverflow' : 'standard',
    images: [1, 2, 3].map((i) => ({ ...photo(n + i), alt: `Photo ${i}` })),
  }),
  'youtube-gallery': () => ({
    source: 'videos',
    videos: [{ url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Product tour' }],
  }),
  'podcast-gallery': (n) => ({ count: 3 + (n % 4), showPlayer: true }),
  blog: (n) => ({ count: 3 + (n % 6), layout: 'grid' }),
  countdown: (n) => ({ targetDate: `2027-0${1 + (n % 9)}-15T09:00`, timeZone: 'PST' }),
  'minute-timer': (n) => ({ minutes: 5 + (n % 55) }),
  'day-timer': (n) => ({ days: 1 + (n % 7), hours: n % 24 }),
  map: () => ({ address: '1600 Amphitheatre Parkway, Mountain View, CA', zoom: 13 }),
  'google-review': (n) => ({
    placeId: SAMPLE_PLACE_IDS.brightpath,
    count: 5,
    layout: n % 2 === 0 ? 'grid' : 'slider',
  }),
  'webinar-info': () => ({
    title: 'Monthly product briefing',
    webinarDate: '2027-03-04',
    hour: '16',
    recurring: 'Monthly',
  }),
  html: (n) => ({ html: `<div class="embed" data-n="${n}">Embedded widget ${n}</div>` }),
  icon: () => ({ Icon: 'bolt', iconTheme: 'circle', IconSize: 40 }),
  'icon-feature': (n) => ({
    Icon: 'shield-halved',
    Title: `Benefit ${n}`,
    Content: 'Encrypted at rest and in transit.',
  }),
  'image-feature': (n) => ({
    Image: photo(n),
    alt: `Feature ${n}`,
    Title: `Feature ${n}`,
    Content: 'Shown beside a screenshot of the feature.',
    imagePosition: 'left',
  }),
  navigation: () =>
    navigation(
      [
        ['Home', '/'],
        ['Pricing', '/pricing'],
        ['Contact', '#contact'],
      ],
      'right',
    ),
  'social-link': () => socialLinks([['linkedin', 'https://linkedin.com/company/tessera']]),
  'social-sharing': () => ({ networks: ['facebook', 'linkedin', 'copy-link'] }),
  logo: () => ({
    Logo: { url: sampleMediaUrl('default-site', 'logo.png'), ShowWidth: 160, ShowHeight: 48 },
    alt: 'Fixture Co',
  }),
  'numbered-items': (n) => ({
    items: [
      { Title: 'Sign up', Content: `Step one of flow ${n}.` },
      { Title: 'Connect', Content: 'Link your accounts.' },
    ],
  }),
};

/** Options and, for the types with formatted text, the text of the `n`-th fixture element. */
export function fixtureElement(
  key: ElementKey,
  n: number,
): { options: Record<string, unknown>; html?: string } {
  if (key === 'bullet-list')
    return {
      options: textOptions(16),
      html: `<ul><li>Fixture item ${n}</li><li>Plan, build and ship</li></ul>`,
    };
  if (isTextKey(key))
    return {
      options: textOptions(14 + (n % 30)),
      html: `<p>Fixture text ${n}: plan, build and ship pages faster.</p>`,
    };
  return { options: OPTIONS[key](n) };
}
