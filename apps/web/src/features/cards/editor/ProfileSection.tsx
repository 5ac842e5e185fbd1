import { Avatar, Button, FileButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CARD_TEXT_LIMITS } from '@tessera/cards';
import { useState } from 'react';
import { uploadCardImage } from '../../../api/cards.ts';
import { isApiError } from '../../../api/errors.ts';
import { PermissionGate } from '../../../ui/PermissionGate.tsx';
import { type CardDraft, type DraftSectionProps, CARD_NOT_EDITABLE as NOT_YOURS } from './draft.ts';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

/** One picture of the card: upload (SPEC §7 image or logo upload), preview, remove. */
function ImageField({
  label,
  description,
  value,
  kind,
  error,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  value: string;
  kind: 'image' | 'logo';
  error?: string | undefined;
  disabled: boolean;
  onChange: (url: string) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setFailure(null);
    try {
      onChange(await uploadCardImage(file, kind));
    } catch (cause) {
      setFailure(isApiError(cause) ? cause.message : 'Upload failed.');
    } finally {
      setUploading(false);
    }
  };
  const message = failure ?? error;
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {description}
      </Text>
      <Group gap="sm">
        <Avatar src={value || null} alt="" radius={kind === 'logo' ? 'sm' : 'md'} size="lg" color="gray">
          —
        </Avatar>
        {disabled ? (
          <PermissionGate allowed={false} message={NOT_YOURS}>
            <Button size="xs" variant="light" aria-label={`Upload ${label.toLowerCase()}`}>
              {value ? 'Replace' : 'Upload'}
            </Button>
          </PermissionGate>
        ) : (
          <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={uploading}
                aria-label={`Upload ${label.toLowerCase()}`}
              >
                {value ? 'Replace' : 'Upload'}
              </Button>
            )}
          </FileButton>
        )}
        {value ? (
          <PermissionGate allowed={!disabled} message={NOT_YOURS}>
            <Button size="xs" variant="subtle" color="gray" onClick={() => onChange('')}>
              Remove
            </Button>
          </PermissionGate>
        ) : null}
      </Group>
      {message ? (
        <Text size="xs" c="red" mt={4} role="alert">
          {message}
        </Text>
      ) : null}
    </div>
  );
}

export function ProfileSection({ draft, errors, disabled, onChange }: DraftSectionProps) {
  const set = (change: Partial<CardDraft>) => onChange({ ...draft, ...change });
  return (
    <Stack gap="md">
      <TextInput
        label="Name"
        required
        value={draft.name}
        maxLength={CARD_TEXT_LIMITS.name}
        error={errors.name}
        disabled={disabled}
        onChange={(e) => set({ name: e.currentTarget.value })}
      />
      <TextInput
        label="Job title"
        value={draft.job_title}
        maxLength={CARD_TEXT_LIMITS.job_title}
        error={errors.job_title}
        disabled={disabled}
        onChange={(e) => set({ job_title: e.currentTarget.value })}
      />
      <TextInput
        label="Company"
        value={draft.company}
        maxLength={CARD_TEXT_LIMITS.company}
        error={errors.company}
        disabled={disabled}
        onChange={(e) => set({ company: e.currentTarget.value })}
      />
      <Textarea
        label="Bio"
        description={`${draft.bio.length} / ${CARD_TEXT_LIMITS.bio}`}
        autosize
        minRows={3}
        maxRows={8}
        value={draft.bio}
        maxLength={CARD_TEXT_LIMITS.bio}
        error={errors.bio}
        disabled={disabled}
        onChange={(e) => set({ bio: e.currentTarget.value })}
      />
      <ImageField
        label="Photo"
        description="A square picture of you works best."
        value={draft.photo_url}
        kind="image"
        error={errors.photo_url}
        disabled={disabled}
        onChange={(photo_url) => set({ photo_url })}
      />
      <ImageField
        label="Logo"
        description="Shown at up to 300 × 60 px."
        value={draft.logo_url}
        kind="logo"
        error={errors.logo_url}
        disabled={disabled}
        onChange={(logo_url) => set({ logo_url })}
      />
      <ImageField
        label="Cover"
        description="A wide picture across the top of the card."
        value={draft.cover_url}
        kind="image"
        error={errors.cover_url}
        disabled={disabled}
        onChange={(cover_url) => set({ cover_url })}
      />
    </Stack>
  );
}
