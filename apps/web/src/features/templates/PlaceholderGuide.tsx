import { Button, Code, Group, Popover, Stack, Table, Text } from '@mantine/core';
import { PLACEHOLDERS, placeholderToken, samplePlaceholderValues } from '@tessera/document';
import { CopyIcon } from '../websites/parts/CopyField.tsx';

/**
 * What a template's texts may say instead of a business's own words: each placeholder, what
 * replaces it when an agency makes a website from the template, and the sample the template's
 * preview shows. The designer's text toolbar inserts them too.
 */
export function PlaceholderGuide() {
  const samples = samplePlaceholderValues(new Date().getFullYear());
  return (
    <Popover width={620} position="bottom-start" withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" data-testid="placeholder-guide">
          Placeholders
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">
            Write these anywhere in the template (texts, buttons, menus, page titles, settings). A website
            made from the template shows what its creator typed instead; an element whose placeholders were
            left blank is left out. The preview shows the samples.
          </Text>
          <Table verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={230}>Placeholder</Table.Th>
                <Table.Th>Replaced by</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PLACEHOLDERS.map((placeholder) => {
                const token = placeholderToken(placeholder.key);
                return (
                  <Table.Tr key={placeholder.key}>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Code>{token}</Code>
                        <CopyIcon value={token} label={placeholder.label} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {placeholder.description}
                      <Text size="xs" c="dimmed">
                        Preview: {samples[placeholder.key]}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
