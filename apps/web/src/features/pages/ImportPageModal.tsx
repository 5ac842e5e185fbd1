import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { importPageBody, PAGE_MESSAGES } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { uniqueIdFailure } from '../../api/errors.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useImportPage } from '../../api/pages.ts';
import { ModalFormButtons } from '../../ui/FormButtons.tsx';
import { useSite } from '../websites/siteContext.ts';

/**
 * SPEC §7 "import agency-page by unique-id": a copy of a page of any of the agency's websites
 * (this one included) as a new draft of this website.
 */
export function ImportPageModal({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const importPage = useImportPage(site.id);
  const [uniqueId, setUniqueId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = importPageBody.shape.unique_id.safeParse(uniqueId);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PAGE_MESSAGES.uniqueIdRequired);
      return;
    }
    importPage.mutate(
      { unique_id: parsed.data },
      {
        onSuccess: (page) => {
          notifications.show({
            color: 'teal',
            message: `“${page.name}” is imported as a draft at /${page.unique_name}.`,
            autoClose: TOAST_DURATION_MS,
            withCloseButton: true,
          });
          onClose();
        },
        onError: (failure) => setError(uniqueIdFailure(failure)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Import a page">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The page is copied into {site.title} as a draft. Find its unique id under “Copy unique id” in the
            page’s menu on the website it is on. Links to that website’s pages and menus are left out.
          </Text>
          <TextInput
            label="Unique id"
            data-autofocus
            value={uniqueId}
            error={error}
            maxLength={100}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => {
              setUniqueId(event.currentTarget.value);
              setError(null);
            }}
          />
          <ModalFormButtons onCancel={onClose} saving={importPage.isPending}>
            Import page
          </ModalFormButtons>
        </Stack>
      </form>
    </Modal>
  );
}
