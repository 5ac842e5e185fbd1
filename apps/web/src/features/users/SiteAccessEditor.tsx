import { Checkbox, Group, ScrollArea, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { type LandingAssignment, type LandingPermission, landingPermissions } from '@tessera/api-contract';
import { useState } from 'react';
import { useLandings } from '../../api/landings.ts';
import { permissionDescription, permissionLabel } from '../../ui/permissions.ts';

/**
 * Which of the agency's websites a user may open, and what they may do on each (SPEC §3
 * userLandings). `view` comes with any site; the other permissions are ticked per site.
 */
export function SiteAccessEditor({
  value,
  onChange,
  disabled,
}: {
  value: LandingAssignment[];
  onChange: (next: LandingAssignment[]) => void;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const sites = useLandings({
    page: 1,
    per_page: 100,
    search: search || undefined,
    sort: 'title',
    order: 'asc',
  });
  const byId = new Map(value.map((a) => [a.landing_id, a]));
  const extra = landingPermissions.filter((p) => p !== 'view');

  const toggleSite = (landingId: number, on: boolean) =>
    onChange(
      on
        ? [...value, { landing_id: landingId, permissions: ['view'] }]
        : value.filter((a) => a.landing_id !== landingId),
    );
  const togglePermission = (landingId: number, permission: LandingPermission, on: boolean) =>
    onChange(
      value.map((a) =>
        a.landing_id !== landingId
          ? a
          : {
              ...a,
              permissions: landingPermissions.filter((p) =>
                p === permission ? on : p === 'view' || a.permissions.includes(p),
              ),
            },
      ),
    );

  return (
    <>
      <TextInput
        label="Find a website"
        placeholder="Title or address"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="sm"
        maw={320}
      />
      <ScrollArea>
        <Table striped highlightOnHover verticalSpacing="xs" miw={760}>
          <Table.Caption>Websites and permissions</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Website</Table.Th>
              <Table.Th>
                <Tooltip label={permissionDescription.view}>
                  <span>{permissionLabel.view}</span>
                </Tooltip>
              </Table.Th>
              {extra.map((p) => (
                <Table.Th key={p}>
                  <Tooltip label={permissionDescription[p]} multiline w={220}>
                    <span>{permissionLabel[p]}</span>
                  </Tooltip>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sites.isPending ? (
              <Table.Tr>
                <Table.Td colSpan={extra.length + 2}>
                  <Text size="sm" c="dimmed">
                    Loading websites…
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (sites.data?.data.length ?? 0) === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={extra.length + 2}>
                  <Text size="sm" c="dimmed">
                    {search ? 'No website matches this search.' : 'The agency has no websites yet.'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              sites.data?.data.map((site) => {
                const assignment = byId.get(site.id);
                return (
                  <Table.Tr key={site.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={500}>
                          {site.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {site.domain ?? site.subdomain}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Give access to ${site.title}`}
                        checked={assignment !== undefined}
                        disabled={disabled}
                        onChange={(e) => toggleSite(site.id, e.currentTarget.checked)}
                      />
                    </Table.Td>
                    {extra.map((p) => (
                      <Table.Td key={p}>
                        <Checkbox
                          aria-label={`${permissionLabel[p]} on ${site.title}`}
                          checked={assignment?.permissions.includes(p) ?? false}
                          disabled={disabled || assignment === undefined}
                          onChange={(e) => togglePermission(site.id, p, e.currentTarget.checked)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
