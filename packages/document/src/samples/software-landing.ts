import { DEMO_TRIAL_TEXT } from '../constants.ts';
import type { PageDocument } from '../schema.ts';
import { DocumentBuilder } from './builder.ts';
import { sampleMediaUrl } from './media.ts';
import { button, darkSection, formOptions, image, navigation, textOptions } from './parts.ts';

const media = (file: string) => sampleMediaUrl('taskflow', file);

/** SPEC §1 sample: a software product's landing page with a launch offer and checkout. */
export function softwareLandingSample(): PageDocument {
  const b = new DocumentBuilder(202);

  const header = b.section({ kind: 'Header', name: 'Header' }, [
    b.row(
      [
        b.col(30, [
          b.el('logo', {
            Logo: { url: media('taskflow-logo.svg'), ShowWidth: 150, ShowHeight: 36 },
            alt: 'Taskflow',
            CustomLink: '/',
          }),
        ]),
        b.col(70, [
          b.el(
            'navigation',
            navigation(
              [
                ['Features', '#features'],
                ['Pricing', '#pricing'],
                ['Webinar', '#webinar'],
              ],
              'right',
            ),
          ),
        ]),
      ],
      { verticalAlign: 'center' },
    ),
  ]);

  const hero = b.section({ name: 'Hero' }, [
    b.stack([
      b.el(
        'h1',
        textOptions(60, { mobile: 38, align: 'center', weight: 800 }),
        '<h1>Plan less. Ship more.</h1>',
      ),
      b.el(
        'subheadline',
        textOptions(20, { align: 'center', color: '#475569' }),
        '<p>Taskflow turns your team’s scattered to-dos into one calm, shared plan, with standups that write themselves.</p>',
      ),
      b.el(
        'button',
        button('Start Free Trial', {
          SubText: `${DEMO_TRIAL_TEXT}, no card needed`,
          Alignment: 'center',
          HoverAnimation: 'float',
        }),
      ),
      b.el('video', {
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        autoplay: false,
        mute: false,
        loop: false,
        controls: true,
        Ratio: 0.56,
        // Our own still, so nothing loads from YouTube before the visitor presses play.
        thumbnail: { url: media('product-tour.webp'), Ratio: 0.56 },
        BorderRadius: 12,
        shadow: { level: 20, kind: 'drop', color: '#000000' },
      }),
    ]),
  ]);

  const featureRows: Array<[string, string, string]> = [
    [
      'bolt',
      'Automatic standups',
      'Every morning Taskflow posts what moved, what is blocked and who needs help.',
    ],
    [
      'layer-group',
      'Boards, lists and timelines',
      'One plan, three views. Switch without losing a single comment.',
    ],
    ['plug', '60+ integrations', 'GitHub, Slack, Figma and Google Drive updates land on the right card.'],
  ];
  const features = b.section({ name: 'Features' }, [
    b.stack([
      b.el(
        'h2',
        textOptions(40, { align: 'center', weight: 700 }),
        '<h2>Everything your team needs, nothing it doesn’t</h2>',
      ),
    ]),
    b.row([
      b.col(50, [
        b.el('image', image(media('board-view.webp'), 0.62, 'Taskflow board view with a sprint in progress')),
      ]),
      b.col(50, [
        ...featureRows.map(([icon, title, body]) =>
          b.el('icon-feature', {
            Icon: icon,
            iconTheme: 'rounded',
            iconColor: '#7c3aed',
            iconPosition: 'left',
            Title: title,
            Content: body,
            Alignment: 'left',
          }),
        ),
        // A nested row: two proof points side by side inside the feature column.
        b.row([
          b.col(50, [
            b.el('headline', textOptions(32, { align: 'center', weight: 800 }), '<p>4.2 hrs</p>'),
            b.el('paragraph', textOptions(14, { align: 'center' }), '<p>saved per person each week</p>'),
          ]),
          b.col(50, [
            b.el('headline', textOptions(32, { align: 'center', weight: 800 }), '<p>11,000+</p>'),
            b.el('paragraph', textOptions(14, { align: 'center' }), '<p>teams shipping with Taskflow</p>'),
          ]),
        ]),
      ]),
    ]),
    b.stack([
      b.el(
        'bullet-list',
        { ...textOptions(17), iconListTheme: 'check', iconColor: '#7c3aed' },
        '<ul><li>Unlimited projects and guests</li><li>SSO and audit log on every plan</li><li>Data hosted in the US or EU, your choice</li></ul>',
      ),
    ]),
  ]);

  const offer = b.section({ name: 'Launch offer', options: darkSection }, [
    b.stack([
      b.el(
        'h2',
        textOptions(36, { align: 'center', color: '#ffffff', weight: 700 }),
        '<h2>Launch pricing ends soon</h2>',
      ),
      b.el('countdown', {
        targetDate: '2026-12-31T23:59',
        timeZone: 'EST',
        expiryAction: 'hide',
        style: 'boxes',
        digitColor: '#ffffff',
        labelColor: '#ede9fe',
      }),
      b.el('minute-timer', {
        minutes: 15,
        restartOnVisit: false,
        expiryAction: 'redirect',
        redirectUrl: '/pricing',
        style: 'plain',
        digitColor: '#ffffff',
      }),
    ]),
  ]);

  const pricing = b.section({ name: 'Pricing' }, [
    b.stack([b.el('h2', textOptions(40, { align: 'center', weight: 700 }), '<h2>Pick your plan</h2>')]),
    b.row([
      b.col(60, [
        b.el('order-select', {
          products: [
            {
              productId: 'prod_taskflow_team',
              label: 'Team, billed yearly',
              description: '$8 per seat per month, one invoice a year.',
              badge: 'Save 20%',
              quantity: 1,
            },
            {
              productId: 'prod_taskflow_team_monthly',
              label: 'Team, billed monthly',
              description: '$10 per seat per month, cancel any time.',
              badge: '',
              quantity: 1,
            },
          ],
          selectionType: 'single',
          preselectedIndex: 0,
          layout: 'cards',
          currency: '$',
        }),
        b.el('input', {
          name: 'company',
          label: 'Company',
          inputType: 'text',
          placeholder: 'Company name',
          rules: 'required',
          inputStyle: 'simpleclean',
        }),
        b.el('dropdown', {
          name: 'seats',
          label: 'Team size',
          placeholder: 'Choose',
          rules: 'required',
          choices: ['1-5', '6-20', '21-50', '51+'],
          inputStyle: 'simpleclean',
        }),
        b.el('textarea', {
          name: 'notes',
          label: 'Anything we should know?',
          placeholder: '',
          rules: '',
          rows: 3,
          inputStyle: 'simpleclean',
        }),
        b.el('checkbox', {
          name: 'terms',
          label: 'I agree to the Terms of Service',
          rules: 'required',
          checkedByDefault: false,
        }),
        b.el('credit-card', { showName: true, inputStyle: 'simpleclean' }),
        b.el('coupon', { placeholder: 'Promo code', buttonText: 'Apply', inputStyle: 'simpleclean' }),
      ]),
      b.col(40, [
        b.el('order-summary', { showDiscount: true, showTax: true, currency: '$' }),
        b.el('button', button('Complete Order', { Width: 'fill', ActionType: 'other' })),
        b.el('payment-link', {
          productId: null,
          paymentUrl: 'https://buy.stripe.com/test_taskflow_team',
          OpenInNewWindow: true,
          Button: button('Pay by invoice instead', {
            Width: 'fill',
            ButtonBackgroundColor: '#ffffff',
            TextColor: '#7c3aed',
            Border: 'full',
            BorderColor: '#7c3aed',
          }),
        }),
      ]),
    ]),
  ]);

  const webinar = b.section({ name: 'Webinar' }, [
    b.row([
      b.col(50, [
        b.el('h3', textOptions(28, { weight: 700 }), '<h3>Live demo every Thursday</h3>'),
        b.el('webinar-info', {
          title: 'Taskflow in 30 minutes',
          webinarDate: '2026-01-08',
          hour: '13',
          minute: '00',
          timeZone: 'EST',
          recurring: 'Weekly',
          durationMinutes: 30,
        }),
        b.el('paragraph', textOptions(14), '<p>Early-bird seats close in:</p>'),
        b.el('day-timer', { days: 3, hours: 0, style: 'circles', showSeconds: false }),
      ]),
      b.col(50, [b.el('form', formOptions(['firstName', 'lastName', 'email'], 'Save My Seat'))]),
    ]),
    b.stack([
      b.el('youtube-gallery', {
        source: 'videos',
        videos: [
          { url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Taskflow tour in 3 minutes' },
          { url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4', title: 'Automatic standups, explained' },
        ],
        galleryType: 'coverflow',
        slider: { height: { desktop: 360 }, duration: 5 },
      }),
    ]),
  ]);

  const footer = b.section({ kind: 'Footer', name: 'Footer' }, [
    b.stack([
      b.el('html', {
        html: '<div class="status-badge" data-status="operational">All systems operational</div>',
        autoHeight: true,
      }),
      b.el(
        'paragraph',
        textOptions(13, { align: 'center', color: '#64748b' }),
        '<p>© Taskflow Inc. · Privacy · Terms</p>',
      ),
    ]),
  ]);

  return b.build({
    sections: [header, hero, features, offer, pricing, webinar, footer],
    theme: {
      ButtonBackground: '#7c3aed',
      ButtonBorderColor: '#6d28d9',
      ButtonTextColor: '#ffffff',
      FontFamily: 'Inter',
    },
  });
}
