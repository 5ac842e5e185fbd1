import type { PageDocument } from '../schema.ts';
import { DocumentBuilder } from './builder.ts';
import { sampleMediaUrl } from './media.ts';
import { button, darkSection, formOptions, image, navigation, socialLinks, textOptions } from './parts.ts';

const media = (file: string) => sampleMediaUrl('default-site', file);

/** The nine service slots of the default site (SPEC §3), three switched off until filled in. */
const SERVICES: Array<{ Title: string; Content: string; Icon: string; IsActive: boolean }> = [
  {
    Title: 'Consulting',
    Content: 'One-to-one sessions to plan your next step.',
    Icon: 'comments',
    IsActive: true,
  },
  {
    Title: 'Design',
    Content: 'Brand, print and web design that looks like you.',
    Icon: 'palette',
    IsActive: true,
  },
  {
    Title: 'Development',
    Content: 'Websites and shops that load fast on every phone.',
    Icon: 'code',
    IsActive: true,
  },
  {
    Title: 'Marketing',
    Content: 'Email, social and search campaigns that bring people back.',
    Icon: 'bullhorn',
    IsActive: true,
  },
  {
    Title: 'Training',
    Content: 'Workshops that get your team confident with new tools.',
    Icon: 'graduation-cap',
    IsActive: true,
  },
  {
    Title: 'Support',
    Content: 'Same-day answers from people who know your setup.',
    Icon: 'life-ring',
    IsActive: true,
  },
  {
    Title: 'Photography',
    Content: 'Product and team photos ready for the web.',
    Icon: 'camera',
    IsActive: false,
  },
  {
    Title: 'Copywriting',
    Content: 'Words that explain what you do in one read.',
    Icon: 'pen',
    IsActive: false,
  },
  {
    Title: 'Analytics',
    Content: 'Dashboards that show what is working.',
    Icon: 'chart-pie',
    IsActive: false,
  },
];

/** The template a new site starts from: every special section kind with placeholder business copy. */
export function defaultSiteSample(): PageDocument {
  const b = new DocumentBuilder(303);

  const header = b.section({ kind: 'Header', name: 'Header' }, [
    b.row(
      [
        b.col(40, [
          b.el('logo', {
            Logo: { url: media('logo.png'), ShowWidth: 160, ShowHeight: 48 },
            alt: 'Your Business Name',
            CustomLink: '/',
          }),
        ]),
        b.col(60, [
          b.el(
            'social-link',
            socialLinks([['facebook', 'https://facebook.com/yourbusiness']], {
              iconTheme: 'plain',
              Alignment: 'right',
            }),
          ),
        ]),
      ],
      { verticalAlign: 'center' },
    ),
  ]);

  const menu = b.section(
    {
      kind: 'Menu',
      name: 'Menu',
      options: { padding: { desktop: { top: 0, right: 15, bottom: 0, left: 15 } } },
    },
    [
      b.stack([
        b.el(
          'navigation',
          navigation(
            [
              ['Home', '/'],
              ['Services', '#services'],
              ['Blog', '/blog'],
              ['Podcast', '/podcast'],
              ['Contact', '#contact'],
            ],
            'center',
          ),
        ),
      ]),
    ],
  );

  const banner = b.section(
    {
      name: 'Banner',
      options: {
        background: {
          color: '#1e293b',
          image: {
            url: media('banner.webp'),
            size: 'cover',
            position: 'center center',
            repeat: 'no-repeat',
            fixed: true,
          },
          video: { url: '' },
          overlayColor: 'rgba(15,23,42,0.55)',
        },
        padding: {
          desktop: { top: 140, right: 15, bottom: 140, left: 15 },
          mobile: { top: 80, right: 10, bottom: 80, left: 10 },
        },
      },
    },
    [
      b.stack([
        b.el(
          'h1',
          textOptions(52, { mobile: 34, align: 'center', color: '#ffffff', weight: 700 }),
          '<h1>Your Business Name</h1>',
        ),
        b.el(
          'paragraph',
          textOptions(20, { align: 'center', color: '#e2e8f0' }),
          '<p>Say in one sentence who you help and how. Visitors decide in seconds whether to stay.</p>',
        ),
        b.el(
          'button',
          button('Contact Us', {
            SectionId: null,
            WebSectionId: null,
            CustomLink: '#contact',
            Alignment: 'center',
          }),
        ),
      ]),
    ],
  );

  const serviceRows = [0, 3, 6].map((start) =>
    b.row(
      SERVICES.slice(start, start + 3).map((service, i) =>
        b.col(i === 2 ? 33.34 : 33.33, [
          b.el('icon-feature', {
            Icon: service.Icon,
            iconTheme: 'circle-outline',
            Title: service.Title,
            Content: service.Content,
            // SPEC §3 IsActive: inactive service slots stay in the page, hidden until filled in.
            visibility: service.IsActive ? 'both' : 'hidden',
            Alignment: 'center',
          }),
        ]),
      ),
    ),
  );
  const services = b.section({ name: 'Services' }, [
    b.stack([b.el('h2', textOptions(38, { align: 'center', weight: 700 }), '<h2>Our Services</h2>')]),
    ...serviceRows,
  ]);

  const transition = b.section(
    {
      kind: 'Transition',
      name: 'Divider',
      options: { padding: { desktop: { top: 10, right: 0, bottom: 10, left: 0 } } },
    },
    [
      b.stack([
        b.el('icon', {
          Icon: 'chevron-down',
          iconTheme: 'plain',
          IconSize: 28,
          iconColor: '#94a3b8',
          Alignment: 'center',
          CustomLink: '#about',
        }),
      ]),
    ],
  );

  const about = b.section({ kind: 'About', name: 'About' }, [
    b.row([
      b.col(40, [b.el('image', image(media('about.webp'), 1.2, 'The team in front of the shop'))]),
      b.col(60, [
        b.el('h2', textOptions(34, { weight: 700 }), '<h2>About Us</h2>'),
        b.el(
          'paragraph',
          textOptions(16),
          '<p>Tell your story: when you started, who you serve and what makes working with you different. Two or three short paragraphs work best.</p>',
        ),
        b.el('audio', {
          url: media('sound-logo.wav'),
          title: 'Our sound logo',
          autoplay: false,
        }),
      ]),
    ]),
  ]);

  const articles = b.section({ name: 'Articles' }, [
    b.stack([
      b.el('h2', textOptions(34, { align: 'center', weight: 700 }), '<h2>Latest Articles</h2>'),
      b.el('blog', {
        postIds: [],
        count: 3,
        layout: 'grid',
        columns: { desktop: 3, mobile: 1 },
        showExcerpt: true,
        showDate: true,
      }),
      b.el('podcast-gallery', {
        collectionId: null,
        source: 'latest',
        count: 4,
        galleryType: 'standard',
        columns: { desktop: 2, mobile: 1 },
        showPlayer: true,
      }),
    ]),
  ]);

  const contact = b.section({ kind: 'Contact', name: 'Contact' }, [
    b.row([
      b.col(50, [
        b.el('h2', textOptions(34, { weight: 700 }), '<h2>Get in Touch</h2>'),
        // One paragraph per way to reach the business, so each can be left out on its own.
        b.el('paragraph', textOptions(17), '<p><a href="tel:+15550102030">(555) 010-2030</a></p>'),
        b.el(
          'paragraph',
          textOptions(17),
          '<p><a href="mailto:hello@yourbusiness.com">hello@yourbusiness.com</a></p>',
        ),
        b.el(
          'form',
          formOptions(
            ['fullName', 'email', 'phone', 'address', 'city', 'state', 'postalCode'],
            'Send Message',
          ),
        ),
      ]),
      b.col(50, [
        b.el('map', { address: '1 Main Street, Springfield, IL 62701', zoom: 15, height: { desktop: 380 } }),
      ]),
    ]),
  ]);

  const footer = b.section({ kind: 'Footer', name: 'Footer', options: darkSection }, [
    b.stack([
      b.el(
        'paragraph',
        textOptions(14, { align: 'center', color: '#cbd5e1' }),
        '<p>© Your Business Name. Privacy Policy · Terms of Service</p>',
      ),
    ]),
  ]);

  return b.build({
    sections: [header, menu, banner, services, transition, about, articles, contact, footer],
  });
}
