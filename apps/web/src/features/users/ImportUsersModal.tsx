import {
  Alert,
  Badge,
  Button,
  Code,
  FileInput,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { ImportUsersResult } from '@tessera/api-contract';
import { useState } from 'react';
import { useImportUsers } from '../../api/users.ts';
import { apiFieldError } from '../../ui/forms.ts';

const SAMPLE =
  'name,email,role,password,landing_ids,permissions\nJane Client,jane@example.com,WebsiteUser,,12,view;publish';

/** SPEC §7 multiple-users: upload a CSV, see what happened to every row. */
export function ImportUsersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useImportUsers();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<ImportUsersResult | null>(null);

  const close = () => {
    setFile(null);
    setResult(null);
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    if (!file) return setError('Choose a CSV file first.');
    if (file.size > 512 * 1024) return setError('The CSV file is too large (512 KB at most).');
    const text = await file.text();
    upload.mutate(text, {
      onSuccess: (data) => setResult(data),
      onError: (e) => setError(apiFieldError(e, 'csv')),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Import users from CSV" size="xl" centered>
      <Stack gap="md">
        <Text size="sm">
          The first line names the columns: <Code>name</Code>, <Code>email</Code>, <Code>role</Code>{' '}
          (AgencyUser, WebsiteUser or CardUser), and optionally <Code>password</Code>,{' '}
          <Code>landing_ids</Code> and <Code>permissions</Code> (separated by <Code>;</Code>) and{' '}
          <Code>can_create_landing</Code>. Rows without a password get an email to choose one.
        </Text>
        <Code block>{SAMPLE}</Code>
        <FileInput
          label="CSV file"
          accept=".csv,text/csv"
          placeholder="Choose a file"
          value={file}
          error={error}
          onChange={(f) => {
            setFile(f);
            setError(undefined);
            setResult(null);
          }}
          clearable
        />
        {result ? (
          <>
            <Alert color={result.failed === 0 ? 'teal' : 'yellow'} title="Import finished">
              {result.created} created, {result.failed} failed.
            </Alert>
            <ScrollArea h={260}>
              <Table striped verticalSpacing="xs">
                <Table.Caption>Result per row</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Line</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Result</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.rows.map((row) => (
                    <Table.Tr key={row.line}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.email || '—'}</Table.Td>
                      <Table.Td>
                        {row.status === 'created' ? (
                          <Badge color="teal" variant="light" tt="none">
                            Created
                          </Badge>
                        ) : (
                          <Text size="sm" c="red">
                            {row.errors.join(' ')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {result ? 'Done' : 'Cancel'}
          </Button>
          {result ? null : (
            <Button onClick={() => void submit()} loading={upload.isPending} disabled={!file}>
              Import
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
