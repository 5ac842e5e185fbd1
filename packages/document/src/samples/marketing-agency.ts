import type { PageDocument } from '../schema.ts';
import { DocumentBuilder } from './builder.ts';
import { sampleMediaUrl } from './media.ts';
import { button, darkSection, formOptions, image, navigation, socialLinks, textOptions } from './parts.ts';
import { SAMPLE_PLACE_IDS } from './places.ts';

const media = (file: string) => sampleMediaUrl('agency', file);

/** SPEC §1 sample: a marketing agency's one-page site. */
export function marketingAgencySample(): PageDocument {
  const b = new DocumentBuilder(101);

  const leadPopup = b.popup('Free marketing audit', { width: 'small', trigger: 'exit-intent' }, [
    b.section({}, [
      b.stack([
        b.el(
          'h2',
          textOptions(30, { align: 'center', weight: 700 }),
          '<h2>Before you go: get a free audit</h2>',
        ),
        b.el(
          'paragraph',
          textOptions(16, { align: 'center' }),
          '<p>We will review your site, ads and funnel and send you a 10-point action plan within 48 hours.</p>',
        ),
        b.el('form', formOptions(['firstName', 'email', 'phone'], 'Send My Audit')),
      ]),
    ]),
  ]);

  const header = b.section(
    {
      kind: 'Header',
      name: 'Header',
      options: { sticky: true, padding: { desktop: { top: 15, right: 15, bottom: 15, left: 15 } } },
    },
    [
      b.row(
        [
          b.col(25, [
            b.el('logo', {
              Logo: { url: media('brightpath-logo.png'), ShowWidth: 180, ShowHeight: 40 },
              alt: 'Brightpath Digital',
              CustomLink: '/',
            }),
          ]),
          b.col(50, [
            b.el(
              'navigation',
              navigation(
                [
                  ['Services', '#services'],
                  ['Work', '#work'],
                  ['About', '#about'],
                  ['Contact', '#contact'],
                ],
                'center',
              ),
            ),
          ]),
          b.col(25, [
            b.el(
              'button',
              button('Book a Call', { ActionType: 'popup', PopupId: leadPopup.id, Alignment: 'right' }),
            ),
          ]),
        ],
        { verticalAlign: 'center' },
      ),
    ],
  );

  const hero = b.section(
    {
      name: 'Hero',
      options: {
        ...darkSection,
        padding: {
          desktop: { top: 96, right: 15, bottom: 112, left: 15 },
          mobile: { top: 56, right: 10, bottom: 64, left: 10 },
        },
      },
    },
    [
      b.row(
        [
          b.col(55, [
            b.el(
              'subheadline',
              textOptions(16, { color: '#38bdf8', weight: 600 }),
              '<p>Growth marketing for local businesses</p>',
            ),
            b.el(
              'h1',
              textOptions(56, { mobile: 36, color: '#ffffff', weight: 800 }),
              '<h1>More leads. Fewer wasted ad dollars.</h1>',
            ),
            b.el(
              'paragraph',
              textOptions(18, { color: '#cbd5e1' }),
              '<p>Brightpath plans, builds and runs the campaigns that keep your calendar full, and reports every dollar back to you in plain English.</p>',
            ),
            b.el(
              'button',
              button('Get My Free Audit', {
                SubText: 'No contract. Results in 48 hours.',
                HoverAnimation: 'grow',
                Alignment: 'left',
              }),
            ),
          ]),
          b.col(45, [
            b.el(
              'image',
              image(media('team-whiteboard.webp'), 0.75, 'Brightpath strategists planning a campaign'),
            ),
          ]),
        ],
        { verticalAlign: 'center' },
      ),
    ],
  );

  const servicesList: Array<[string, string, string]> = [
    [
      'chart-line',
      'Paid Search & Social',
      'Google, Meta and LinkedIn campaigns tuned weekly against your cost per lead.',
    ],
    ['magnifying-glass', 'Local SEO', 'Rank in the map pack where your customers are actually searching.'],
    ['pen-ruler', 'Landing Pages', 'Fast, focused pages built to turn clicks into booked calls.'],
  ];
  const services = b.section({ name: 'Services' }, [
    b.stack([
      b.el('h2', textOptions(40, { align: 'center', weight: 700 }), '<h2>What we do</h2>'),
      b.el(
        'subheadline',
        textOptions(18, { align: 'center' }),
        '<p>Three services, one goal: revenue you can measure.</p>',
      ),
    ]),
    b.row(
      servicesList
        .map(([icon, title, body]) =>
          b.col(33.33, [
            b.el('icon-feature', {
              Icon: icon,
              iconTheme: 'circle',
              iconColor: '#2563eb',
              BackgroundColor: '#dbeafe',
              Title: title,
              Content: body,
              Alignment: 'center',
            }),
          ]),
        )
        .map((c, i) => (i === 2 ? { ...c, width: 33.34 } : c)),
    ),
  ]);

  const work = b.section({ name: 'Work' }, [
    b.stack([
      b.el('h2', textOptions(40, { align: 'center', weight: 700 }), '<h2>Recent work</h2>'),
      b.el('gallery', {
        galleryType: 'masonry',
        images: [
          {
            url: media('case-dental.webp'),
            Ratio: 0.67,
            alt: 'Harbor Dental waiting room',
            caption: 'Harbor Dental: 212 new patients in 90 days',
          },
          {
            url: media('case-hvac.webp'),
            Ratio: 1.25,
            alt: 'Summit HVAC van',
            caption: 'Summit HVAC: cost per lead down 38%',
          },
          {
            url: media('case-fitness.webp'),
            Ratio: 0.67,
            alt: 'Forge Fitness class',
            caption: 'Forge Fitness: 3 locations fully booked',
          },
          {
            url: media('case-law.webp'),
            Ratio: 1,
            alt: 'Reyes Law office',
            caption: 'Reyes Law: first page for 40 local terms',
          },
        ],
        columns: { desktop: 3, mobile: 1 },
        gap: 16,
        lightbox: true,
        showCaptions: true,
      }),
    ]),
  ]);

  const about = b.section({ kind: 'About', name: 'About' }, [
    b.row([
      b.col(50, [
        b.el('image-feature', {
          Image: { url: media('founders.webp'), Ratio: 0.8 },
          alt: 'Brightpath founders Dana and Luis',
          Title: 'Founded by marketers who ran their own shops',
          Content: 'We started Brightpath after years of paying agencies that could not tell us what worked.',
          imagePosition: 'top',
        }),
      ]),
      b.col(50, [
        b.el('h3', textOptions(28, { weight: 700 }), '<h3>How we work</h3>'),
        b.el('numbered-items', {
          NumberBadge: { ShowNumber: true, Text: '1', SkinCode: 'hexagon' },
          items: [
            { Title: 'Audit', Content: 'We find where your budget leaks today.' },
            { Title: 'Plan', Content: 'A 90-day plan with targets you sign off on.' },
            { Title: 'Launch', Content: 'Campaigns and pages live within two weeks.' },
            { Title: 'Report', Content: 'A monthly call and a live dashboard, always.' },
          ],
        }),
        b.el(
          'bullet-list',
          { ...textOptions(16), iconListTheme: 'check-circle', iconColor: '#16a34a' },
          '<ul><li>No long-term contracts</li><li>You own every ad account</li><li>Senior strategists only</li></ul>',
        ),
      ]),
    ]),
  ]);

  const reviews = b.section({ name: 'Reviews' }, [
    b.stack([
      b.el('headline', textOptions(36, { align: 'center', weight: 700 }), '<p>Rated 4.9 by 120+ clients</p>'),
      b.el('google-review', {
        placeId: SAMPLE_PLACE_IDS.brightpath,
        minRating: 4,
        count: 6,
        layout: 'slider',
        slider: { type: 'card', duration: 6 },
      }),
    ]),
  ]);

  const faq = b.section({ name: 'FAQ' }, [
    b.stack([
      b.el('h2', textOptions(36, { align: 'center', weight: 700 }), '<h2>Questions we hear a lot</h2>'),
      b.el('faq', {
        items: [
          {
            question: 'How soon will I see results?',
            answer:
              'Paid campaigns usually produce leads in the first two weeks; SEO takes three to six months.',
          },
          {
            question: 'What does it cost?',
            answer: 'Management starts at $1,500 per month plus your ad spend, billed monthly.',
          },
          {
            question: 'Do I need a new website?',
            answer: 'Rarely. We build dedicated landing pages and leave your site as it is.',
          },
        ],
        openFirst: true,
        toggleIcon: 'plus',
      }),
    ]),
  ]);

  const contact = b.section({ kind: 'Contact', name: 'Contact' }, [
    b.row([
      b.col(50, [
        b.el('h2', textOptions(36, { weight: 700 }), '<h2>Let’s talk about your goals</h2>'),
        b.el('form', formOptions(['fullName', 'email', 'phone', 'state'], 'Request a Call')),
        b.el(
          'social-link',
          socialLinks(
            [
              ['facebook', 'https://facebook.com/brightpathdigital'],
              ['instagram', 'https://instagram.com/brightpathdigital'],
              ['linkedin', 'https://linkedin.com/company/brightpath-digital'],
            ],
            { iconTheme: 'circle', Alignment: 'left' },
          ),
        ),
      ]),
      b.col(50, [
        b.el('map', {
          address: '410 Congress Ave, Austin, TX 78701',
          zoom: 14,
          height: { desktop: 420, mobile: 280 },
        }),
      ]),
    ]),
  ]);

  const footer = b.section({ kind: 'Footer', name: 'Footer', options: darkSection }, [
    b.row([
      b.col(50, [
        b.el(
          'paragraph',
          textOptions(14, { color: '#94a3b8' }),
          '<p>© Brightpath Digital LLC. All rights reserved.</p>',
        ),
      ]),
      b.col(50, [
        b.el('social-sharing', {
          networks: ['facebook', 'linkedin', 'twitter', 'email'],
          Alignment: 'right',
          label: 'Share',
        }),
      ]),
    ]),
  ]);

  return b.build({
    sections: [header, hero, services, work, about, reviews, faq, contact, footer],
    popups: [leadPopup],
    theme: {
      ButtonBackground: '#2563eb',
      ButtonBorderColor: '#1d4ed8',
      ButtonTextColor: '#ffffff',
      FontFamily: 'Poppins',
    },
  });
}
