import type { LandingTemplate, MenuItem, SiteOptions, SiteSettings } from '@tessera/api-contract';
import {
  CURRENT_SCHEMA_VERSION,
  defaultSiteSample,
  marketingAgencySample,
  type PageDocument,
  randomToken,
  softwareLandingSample,
  walkNodes,
} from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { withFreshIds } from './document-ids.ts';
import { applySiteContent } from './site-content.ts';

export const EMPTY_DOCUMENT = (): PageDocument =>
  loadStoredDocument({ schemaVersion: CURRENT_SCHEMA_VERSION, sections: [] });

const SAMPLES: Record<Exclude<LandingTemplate, 'blank'>, () => PageDocument> = {
  'default-site': defaultSiteSample,
  'marketing-agency': marketingAgencySample,
  'software-landing': softwareLandingSample,
};

export interface TemplateContent {
  title: string;
  description: string;
  settings: SiteSettings;
  options: SiteOptions;
}

/**
 * The document a new page starts from: empty, or a sample with fresh ids (the samples are built
 * from a fixed seed, so every copy would otherwise share ids). The default site template is
 * filled in with the site's own content (SPEC §3 settings and option blocks).
 */
export function templateDocument(template: LandingTemplate, content: TemplateContent): PageDocument {
  if (template === 'blank') return EMPTY_DOCUMENT();
  const sample = SAMPLES[template]();
  const filled = template === 'default-site' ? applySiteContent(sample, content) : sample;
  return loadStoredDocument(withFreshIds(filled));
}

export interface PlannedPage {
  name: string;
  uniqueName: string;
  title: string;
  description: string;
  document: PageDocument;
}

/** The home page a new site starts with. */
export function plannedHomePage(template: LandingTemplate, content: TemplateContent): PlannedPage {
  return {
    name: 'Home',
    uniqueName: 'home',
    title: template === 'blank' ? '' : content.title,
    description: content.description,
    document: templateDocument(template, content),
  };
}

const menuItemId = () => `item-${randomToken(8)}`;

/**
 * The default site's main menu: Home, then the home page's named special sections that are shown,
 * so the Menu section's navigation links real anchors. Null for templates with their own links.
 */
export function plannedMainMenu(
  template: LandingTemplate,
  home: PageDocument,
  homePageId: number,
): MenuItem[] | null {
  if (template !== 'default-site') return null;
  const item = (label: string, sectionId: string): MenuItem => ({
    id: menuItemId(),
    label,
    type: 'section',
    page_id: homePageId,
    section_id: sectionId,
    url: '',
    new_window: false,
    children: [],
  });
  const items: MenuItem[] = [
    {
      id: menuItemId(),
      label: 'Home',
      type: 'page',
      page_id: homePageId,
      section_id: null,
      url: '',
      new_window: false,
      children: [],
    },
  ];
  const wanted = new Map([
    ['Services', 'Services'],
    ['About', 'About'],
    ['Articles', 'Blog'],
    ['Contact', 'Contact'],
  ]);
  for (const section of home.sections) {
    const label = wanted.get(section.name ?? '');
    if (label && section.options.visibility !== 'hidden') items.push(item(label, section.id));
  }
  return items;
}

/** Points every navigation element of the Menu section at the site menu. */
export function pointNavigationAtMenu(document: PageDocument, menuId: number): PageDocument {
  for (const node of walkNodes(document)) {
    if (node.type === 'element' && node.key === 'navigation') node.options = { ...node.options, menuId };
  }
  return document;
}
