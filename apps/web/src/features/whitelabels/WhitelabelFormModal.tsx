import { Button, FileButton, Group, Image, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Whitelabel, type WhitelabelLogoKind, whitelabelBody } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { useSaveWhitelabel, useUploadWhitelabelLogo } from '../../api/whitelabels.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldError, apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';

type Field =
  | 'domain'
  | 'domain_2'
  | 'name'
  | 'logo'
  | 'logo_wide'
  | 'logo_wide_white'
  | 'favicon'
  | 'support_chat_url';

const logoFields: { key: WhitelabelLogoKind; label: string; hint: string; dark?: boolean }[] = [
  { key: 'logo', label: 'Logo', hint: 'Square mark for small places (top bar on phones).' },
  { key: 'logo_wide', label: 'Wide logo', hint: 'Shown in the top bar; at most 300 × 60 on screen.' },
  { key: 'logo_wide_white', label: 'Wide logo, white', hint: 'For dark backgrounds.', dark: true },
  { key: 'favicon', label: 'Favicon', hint: 'The browser tab icon.' },
];

function LogoPreview({ url, dark }: { url: string; dark?: boolean }) {
  if (!/^(https:\/\/|\/)/.test(url.trim())) return null;
  return (
    <Group p="xs" bg={dark ? 'dark.6' : 'gray.0'} style={{ borderRadius: 8 }} mt={4}>
      <Image src={url.trim()} alt="" mah={60} maw={300} fit="contain" />
    </Group>
  );
}

/** Create or edit a white label: its two app domains, its name and logos, its support chat. */
export function WhitelabelFormModal({
  whitelabel,
  onClose,
}: {
  whitelabel: Whitelabel | null;
  onClose: () => void;
}) {
  const save = useSaveWhitelabel(whitelabel?.id ?? null);
  const upload = useUploadWhitelabelLogo(whitelabel?.id ?? null);
  const [values, setValues] = useState<Record<Field, string>>({
    domain: whitelabel?.domain ?? '',
    domain_2: whitelabel?.domain_2 ?? '',
    name: whitelabel?.name ?? '',
    logo: whitelabel?.logo ?? '',
    logo_wide: whitelabel?.logo_wide ?? '',
    logo_wide_white: whitelabel?.logo_wide_white ?? '',
    favicon: whitelabel?.favicon ?? '',
    support_chat_url: whitelabel?.support_chat_url ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const bind = (key: Field) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const next = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: next }));
      setErrors(({ [key]: _, ...rest }) => rest);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = whitelabelBody.safeParse(values);
    const shown = Object.keys(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
    save.mutate(values, { onSuccess: onClose, onError: (e) => setErrors(apiFieldErrors(e, shown)) });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={whitelabel ? `Edit ${whitelabel.name}` : 'New white label'}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput
            label="Name"
            description="Shown in the top bar and the page title."
            required
            {...bind('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Domain" placeholder="app.example.com" required {...bind('domain')} />
            <TextInput label="Second domain" placeholder="builder.example.com" {...bind('domain_2')} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Point both domains at this server. After saving, request certificates so the TLS proxy may obtain
            them.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {logoFields.map((field) => (
              <div key={field.key}>
                <TextInput
                  label={field.label}
                  description={field.hint}
                  placeholder="https://… or upload"
                  {...bind(field.key)}
                  rightSectionWidth={86}
                  rightSection={
                    whitelabel ? (
                      <FileButton
                        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                        onChange={(file) =>
                          file &&
                          upload.mutate(
                            { kind: field.key, file },
                            {
                              onSuccess: (stored) => setValues((v) => ({ ...v, [field.key]: stored.url })),
                              onError: (e) =>
                                setErrors((prev) => ({
                                  ...prev,
                                  [field.key]: apiFieldError(e, 'file') ?? '',
                                })),
                            },
                          )
                        }
                      >
                        {(props) => (
                          <Button
                            {...props}
                            size="compact-xs"
                            variant="light"
                            loading={upload.isPending && upload.variables?.kind === field.key}
                            aria-label={`Upload ${field.label.toLowerCase()}`}
                          >
                            Upload
                          </Button>
                        )}
                      </FileButton>
                    ) : (
                      // A new white label has nowhere to keep files yet: the button says so.
                      <PermissionGate
                        allowed={false}
                        message="Save the white label first, then upload images."
                      >
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={`Upload ${field.label.toLowerCase()}`}
                        >
                          Upload
                        </Button>
                      </PermissionGate>
                    )
                  }
                />
                <LogoPreview url={values[field.key]} dark={field.dark} />
              </div>
            ))}
          </SimpleGrid>
          <TextInput
            label="Support chat script"
            description="Loaded for agency owners outside the designers and card screens. Leave empty for none."
            placeholder="https://chat.example.com/widget.js"
            {...bind('support_chat_url')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {whitelabel ? 'Save changes' : 'Create white label'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
