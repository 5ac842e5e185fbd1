import { Alert, Button, Grid, NavLink, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  useCloneLanding,
  useConvertDocuments,
  useRevokeShareCode,
  useShareCode,
} from '../../api/landings.ts';
import { decideAccess } from '../../app/access.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { RedirectsList } from '../redirects/RedirectsList.tsx';
import { DeleteWebsiteModal } from './DeleteWebsiteModal.tsx';
import { EmbeddingSettings } from './EmbeddingSettings.tsx';
import { CopyField } from './parts/CopyField.tsx';
import { FaviconSettings } from './parts/FaviconSettings.tsx';
import {
  BusinessSettings,
  ContentSettings,
  LegalSettings,
  OwnerSettings,
  SocialSettings,
} from './SettingsGroups.tsx';
import { useSite } from './siteContext.ts';

const SECTIONS = [
  { id: 'business', label: 'Business' },
  { id: 'owner', label: 'Owner' },
  { id: 'socials', label: 'Social links' },
  { id: 'icon', label: 'Site icon' },
  { id: 'legal', label: 'Legal' },
  { id: 'content', label: 'Site content' },
  { id: 'rules', label: 'Redirect rules' },
  { id: 'embedding', label: 'Embedding' },
  { id: 'sharing', label: 'Sharing' },
  { id: 'advanced', label: 'Advanced' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

function Sharing() {
  const site = useSite();
  const [wanted, setWanted] = useState(site.shared);
  const code = useShareCode(site.id, wanted);
  const revoke = useRevokeShareCode(site.id);
  return (
    <Paper withBorder p="lg" component="section" aria-label="Sharing">
      <Title order={2} size="h4">
        Share this website
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Anyone you give the share code to can copy this website into their own agency (from “Copy a shared
        website” on their websites list). They get a copy; this site stays yours and unchanged.
      </Text>
      <Switch
        label="Sharing is on"
        checked={wanted}
        disabled={revoke.isPending}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          if (on) setWanted(true);
          else revoke.mutate(undefined, { onSuccess: () => setWanted(false) });
        }}
        mb="md"
      />
      {wanted && code.data ? (
        <CopyField
          label="Share code"
          value={code.data}
          description="Turning sharing off makes this code stop working."
        />
      ) : null}
    </Paper>
  );
}

function Advanced() {
  const site = useSite();
  const navigate = useNavigate();
  const profile = useSignedInProfile();
  const convert = useConvertDocuments(site.id);
  const clone = useCloneLanding();
  const [deleting, setDeleting] = useState(false);
  const auth = { role: profile.role, blocked: profile.blocked, canCreateLanding: profile.can_create_landing };
  const mayCreate = 'allow' in decideAccess({ path: '/agency/websites/create', auth });
  const mayDelete = profile.role !== 'WebsiteUser';
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" component="section" aria-label="Page format">
        <Title order={2} size="h4">
          Bring pages to the current editor format
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Pages saved by older versions of the editor open fine, converted as they load. This stores every
          page of the site in the current format at once. Anyone editing a page now will be asked to reload
          it.
        </Text>
        {convert.data ? (
          <Alert color="teal" variant="light" mb="md">
            {convert.data.converted === 0
              ? `All ${convert.data.pages} pages were already in the current format.`
              : `${convert.data.converted} of ${convert.data.pages} pages were converted.`}
          </Alert>
        ) : null}
        <PermissionGate allowed={site.permissions.includes('edit_design')} permission="edit_design">
          <Button variant="light" loading={convert.isPending} onClick={() => convert.mutate()}>
            Convert pages
          </Button>
        </PermissionGate>
      </Paper>
      {mayCreate ? (
        <Paper withBorder p="lg" component="section" aria-label="Clone">
          <Title order={2} size="h4">
            Clone this website
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            A full copy in your agency, on a new subdomain: pages, menus, redirects and settings. Published
            pages are published on the copy too.
          </Text>
          <Button
            variant="light"
            loading={clone.isPending}
            onClick={() =>
              clone.mutate(
                { landingId: site.id, body: {} },
                { onSuccess: (copy) => navigate(`/agency/websites/${copy.id}`) },
              )
            }
          >
            Clone website
          </Button>
        </Paper>
      ) : null}
      {mayDelete ? (
        <Paper
          withBorder
          p="lg"
          component="section"
          aria-label="Delete"
          style={{ borderColor: 'var(--mantine-color-red-3)' }}
        >
          <Title order={2} size="h4" c="red.8">
            Delete this website
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            The site goes offline at once with all its pages, menus, redirects and settings.
          </Text>
          <Button color="red" variant="light" onClick={() => setDeleting(true)}>
            Delete website
          </Button>
          <DeleteWebsiteModal
            site={site}
            opened={deleting}
            onClose={() => setDeleting(false)}
            onDeleted={() => void navigate('/agency/websites')}
          >
            <Text size="sm">
              <b>{site.title}</b> and everything in it is removed. This cannot be undone.
            </Text>
          </DeleteWebsiteModal>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** SPEC §2 `/agency/websites/{id}/settings`: SPEC §3 settings and option blocks, rules, sharing. */
export function WebsiteSettingsScreen() {
  const site = useSite();
  const [query, setQuery] = useSearchParams();
  const asked = query.get('section');
  const section: SectionId = SECTIONS.some((s) => s.id === asked) ? (asked as SectionId) : 'business';
  // Groups follow newer copies of the site themselves (SettingsGroups' GroupForm), keeping edits.
  const key = String(site.id);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder p="xs" component="nav" aria-label="Settings sections">
          {SECTIONS.map((s) => (
            <NavLink
              component="button"
              type="button"
              key={s.id}
              label={s.label}
              active={s.id === section}
              aria-current={s.id === section ? 'page' : undefined}
              onClick={() => setQuery({ section: s.id })}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {section === 'business' ? <BusinessSettings key={key} settings={site.settings} /> : null}
        {section === 'owner' ? <OwnerSettings key={key} settings={site.settings} /> : null}
        {section === 'socials' ? <SocialSettings key={key} settings={site.settings} /> : null}
        {section === 'legal' ? <LegalSettings key={key} settings={site.settings} /> : null}
        {section === 'icon' ? <FaviconSettings /> : null}
        {section === 'content' ? <ContentSettings key={key} options={site.options} /> : null}
        {section === 'rules' ? <RedirectsList match="prefix" /> : null}
        {section === 'embedding' ? <EmbeddingSettings key={key} settings={site.settings} /> : null}
        {section === 'sharing' ? <Sharing key={key} /> : null}
        {section === 'advanced' ? <Advanced /> : null}
      </Grid.Col>
    </Grid>
  );
}
