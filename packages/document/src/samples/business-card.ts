import {
  CARD_COLOR_THEMES,
  contactCardOptionsSchema,
  JOB_TITLE_CARD_FORM_FIELDS,
} from '../options/contact-card.ts';
import type { PageDocument } from '../schema.ts';
import { DocumentBuilder } from './builder.ts';
import { sampleMediaUrl } from './media.ts';
import { button, image, socialLinks, textOptions } from './parts.ts';

const media = (file: string) => sampleMediaUrl('card', file);

/** SPEC §1 sample: a digital business card with the contact-save widget. */
export function businessCardSample(): PageDocument {
  const b = new DocumentBuilder(404);

  const profile = b.section({ name: 'Profile', options: { contentWidth: 'mobile' } }, [
    b.stack([
      b.el('image', {
        ...image(media('maria-okafor.webp'), 1, 'Maria Okafor'),
        // As wide as the radius is long at most, so the photo is a circle.
        BorderRadius: 300,
        width: 40,
      }),
      b.el('h2', textOptions(28, { align: 'center', weight: 700 }), '<h2>Maria Okafor</h2>'),
      b.el(
        'subheadline',
        textOptions(16, { align: 'center', color: '#6d28d9' }),
        '<p>Realtor · Okafor Home Group</p>',
      ),
      b.el(
        'paragraph',
        textOptions(15, { align: 'center' }),
        '<p>Helping families buy and sell homes across Greater Atlanta for 12 years. Call or text any time.</p>',
      ),
      b.el('button', button('Save My Contact', { Width: 'fill', Icon: 'address-card', CustomLink: '' })),
      b.el(
        'button',
        button('Call (404) 555-0142', { Width: 'fill', Icon: 'phone', CustomLink: 'tel:+14045550142' }),
      ),
      b.el(
        'social-link',
        socialLinks(
          [
            ['instagram', 'https://instagram.com/mariasellsatl'],
            ['linkedin', 'https://linkedin.com/in/mariaokafor'],
            ['facebook', 'https://facebook.com/okafor.homes'],
          ],
          { iconTheme: 'rounded', Alignment: 'center' },
        ),
      ),
    ]),
  ]);

  const widget = contactCardOptionsSchema.parse({
    Align: 'right',
    Button: { Theme: 'pill', HoverAnimation: 'pulse', Label: 'Save Contact' },
    IconList: ['call', 'text', 'email', 'whatsapp', 'website'],
    ShowLeadForm: true,
    LeadForm: {
      ButtonLabel: 'Share My Details',
      Headline: 'Swap details with Maria',
      Disclosure: 'Maria will only use your details to follow up about your home search.',
    },
    FieldList: JOB_TITLE_CARD_FORM_FIELDS,
    ButtonList: [
      { Channel: 'call', Label: 'Call', Value: '+14045550142' },
      { Channel: 'text', Label: 'Text', Value: '+14045550142' },
      { Channel: 'email', Label: 'Email', Value: 'maria@okaforhomes.com' },
      { Channel: 'whatsapp', Label: 'WhatsApp', Value: '+14045550142' },
      { Channel: 'website', Label: 'Listings', Value: 'https://okaforhomes.com/listings' },
      { Channel: 'contact', Label: 'Save Contact', Value: '' },
    ],
    Design: { Id: 'Elegant', ColorTheme: 'violet', ...CARD_COLOR_THEMES.violet },
    Integrations: [],
    Powerby: true,
    Redirect: false,
    CustomUrl: '',
    smart_ids: [],
  });

  return b.build({
    sections: [profile],
    theme: {
      ButtonBackground: '#7c3aed',
      ButtonBorderColor: '#7c3aed',
      ButtonTextColor: '#ffffff',
      FontFamily: 'Lato',
    },
    cardWidget: widget,
  });
}
