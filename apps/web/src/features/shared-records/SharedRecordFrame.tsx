import { Alert, Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { agencyAreaRoles, type LandingPermission } from '@tessera/api-contract';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isApiError, uniqueIdFailure } from '../../api/errors.ts';
import { useLandings } from '../../api/landings.ts';
import { loginPathFor, roleHome } from '../../app/access.ts';
import { useProfile } from '../../app/appContext.tsx';
import { sitePermissionsOf } from '../../app/siteTabs.ts';
import { Panel } from '../../ui/Panel.tsx';
import { permissionLabel } from '../../ui/permissions.ts';
import { NoAccessScreen } from '../system/NoAccessScreen.tsx';

/** "page" or "blog post": how the screens name what was shared. */
export type SharedNoun = 'page' | 'blog post';

/**
 * Who may open a shared page or post (SPEC §2 public routes `/agency/pages/{uniqueId}`,
 * `/agency/blog/{uniqueId}`): the agency area's people. A guest is asked to sign in (and comes
 * back here); an admin or a card user is told why not. Null: go ahead.
 */
export function useSharedRecordGate(noun: SharedNoun): ReactNode | null {
  const profile = useProfile();
  const location = useLocation();
  if (!profile) {
    return (
      <Stack align="center" ta="center" gap="md" py={64}>
        <Title order={1} size="h2">
          Sign in to open this shared {noun}
        </Title>
        <Text c="dimmed" maw={460}>
          A {noun} shared by its unique id opens in your agency's account, where you can design it or copy it
          into one of your websites.
        </Text>
        <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}`)}>
          Sign in
        </Button>
      </Stack>
    );
  }
  if (agencyAreaRoles.includes(profile.role)) return null;
  return (
    <NoAccessScreen
      what={`shared ${noun}s`}
      askWhom={null}
      ask={
        profile.role === 'Admin'
          ? `A shared ${noun} opens in an agency's account. Administrators work on template ${noun}s in the admin area.`
          : `A shared ${noun} opens in an agency's account that works on websites. Ask the agency that shared it for such an account.`
      }
      back={{ to: roleHome[profile.role], label: 'Back to your dashboard' }}
    />
  );
}

export function SharedRecordSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading what was shared">
      <Skeleton h={30} w={360} />
      <Skeleton h={14} w={260} />
      <Skeleton h={140} mt="md" />
      <Skeleton h={140} />
    </Stack>
  );
}

/** A unique id that names nothing the caller may see: why, and a way back. */
export function SharedRecordMissing({ noun, error }: { noun: SharedNoun; error: unknown }) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <Stack align="center" ta="center" gap="md" py={64} data-testid="shared-missing">
      <Title order={1} size="h2">
        {missing ? `This shared ${noun} cannot be found` : `This shared ${noun} could not be opened`}
      </Title>
      <Text c="dimmed" maw={480}>
        {missing
          ? `It may have been deleted, or it is on a website you don't have access to. Check the unique id, or ask your agency owner to give you access to that website.`
          : uniqueIdFailure(error)}
      </Text>
      <Button component={Link} to="/agency/websites">
        Back to websites
      </Button>
    </Stack>
  );
}

/**
 * The import offer: a copy of the shared page or post into one of the caller's websites where it
 * holds `permission`, then on to the copy. `importInto` runs the import (POST …/import).
 */
export function ImportOffer({
  noun,
  permission,
  importInto,
  pending,
  error,
}: {
  noun: SharedNoun;
  permission: LandingPermission;
  importInto: (landingId: number) => void;
  pending: boolean;
  error: unknown;
}) {
  const profile = useProfile();
  const sites = useLandings({ page: 1, per_page: 100, sort: 'title', order: 'asc' });
  const allowed = (sites.data?.data ?? []).filter(
    (site) => profile !== null && sitePermissionsOf(profile, site.id).includes(permission),
  );
  const [target, setTarget] = useState<string | null>(null);
  const chosen = target ?? (allowed.length === 1 ? String(allowed[0]!.id) : null);

  return (
    <Panel
      title={`Import a copy into a website`}
      description={`The copy is a draft of its own: changing it never changes this ${noun}.`}
    >
      {sites.isPending ? (
        <Skeleton h={60} />
      ) : allowed.length === 0 ? (
        <Alert color="gray" variant="light">
          None of your websites lets you add a {noun}: it needs the “{permissionLabel[permission]}”
          permission. Ask your agency owner for it.
        </Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) importInto(Number(chosen));
          }}
        >
          <Stack gap="sm">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label="Website"
                placeholder="Choose a website"
                data={allowed.map((site) => ({ value: String(site.id), label: site.title }))}
                value={chosen}
                onChange={setTarget}
                searchable
                allowDeselect={false}
                style={{ flex: 1, minWidth: 240 }}
              />
              <Button type="submit" loading={pending} disabled={!chosen}>
                Import {noun}
              </Button>
            </Group>
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {uniqueIdFailure(error)}
              </Alert>
            ) : null}
          </Stack>
        </form>
      )}
    </Panel>
  );
}
