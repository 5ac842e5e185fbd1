import type { LandingTemplate } from '@tessera/api-contract';
import { slugify } from '@tessera/document';

/** How the starting points are offered (sites and pages share them). */
export const TEMPLATE_CHOICES: ReadonlyArray<{
  value: LandingTemplate;
  label: string;
  description: string;
  accent: string;
}> = [
  {
    value: 'blank',
    label: 'Blank',
    description: 'An empty home page to design from scratch.',
    accent: '#e2e8f0',
  },
  {
    value: 'default-site',
    label: 'Business website',
    description:
      'Header, menu, services, about, articles, contact and footer, filled in from your site settings.',
    accent: '#2563eb',
  },
  {
    value: 'marketing-agency',
    label: 'Marketing agency',
    description: 'A lead-generation page with results, services, testimonials and a contact form.',
    accent: '#7c3aed',
  },
  {
    value: 'software-landing',
    label: 'Software landing page',
    description: 'Product hero, features, pricing and a trial sign-up.',
    accent: '#0d9488',
  },
];

/** A subdomain-shaped version of a site name, as the title is typed: "Joe's Café" → "joes-cafe". */
export function suggestSubdomain(title: string): string {
  return slugify(title, 40);
}
