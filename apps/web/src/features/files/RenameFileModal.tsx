import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { StoredFile } from '@tessera/api-contract';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { useUpdateSiteFile } from '../../api/files.ts';

/** Renames a file and sets its alt text. The address stays, so pages using it keep working. */
export function RenameFileModal({
  landingId,
  file,
  onClose,
}: {
  landingId: number;
  file: StoredFile | null;
  onClose: () => void;
}) {
  const update = useUpdateSiteFile(landingId);
  const [name, setName] = useState('');
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  useEffect(() => {
    if (!file) return;
    setName(file.name);
    setAlt(file.alt);
    setErrors({});
  }, [file]);

  const save = () => {
    if (!file) return;
    if (name.trim() === '') {
      setErrors({ name: ['The name field is required.'] });
      return;
    }
    update.mutate(
      { id: file.id, body: { name: name.trim(), alt: alt.trim() } },
      {
        onSuccess: onClose,
        onError: (error) => setErrors(isApiError(error) ? error.fieldErrors : {}),
      },
    );
  };

  return (
    <Modal opened={file !== null} onClose={onClose} title={<Text fw={700}>Rename file</Text>} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name?.[0]}
            maxLength={200}
            required
            data-autofocus
          />
          <Textarea
            label="Alt text"
            description="Describes the image for people using screen readers and for search engines."
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            error={errors.alt?.[0]}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Text size="xs" c="dimmed">
            The file keeps its address, so pages that show it are not affected.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
