import { SimpleGrid, Text, Title } from '@mantine/core';
import { useSite, useSitePermission } from '../websites/siteContext.ts';
import { KeywordsEditor } from './KeywordsEditor.tsx';
import { RobotsEditor } from './RobotsEditor.tsx';

/** The SEO tab (`/agency/websites/{id}/seo`): the site's robots rules and keywords. */
export function SeoScreen() {
  const site = useSite();
  const canEdit = useSitePermission('manage_settings');
  return (
    <>
      <Title order={2} size="h3">
        SEO
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        How search engines crawl and find this website.
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <RobotsEditor landingId={site.id} canEdit={canEdit} />
        <KeywordsEditor landingId={site.id} canEdit={canEdit} />
      </SimpleGrid>
    </>
  );
}
