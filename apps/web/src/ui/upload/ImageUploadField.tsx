import { Alert, Button, CloseButton, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { ACCEPT_ATTRIBUTE } from '@tessera/api-contract';
import { type ReactNode, useCallback, useId } from 'react';
import { IconAlert, IconUpload } from '../icons.tsx';
import { PermissionGate } from '../PermissionGate.tsx';
import classes from './ImageUploadField.module.css';
import type { ImageUploadOptions, UploadContext, UploadedImage } from './targets.ts';
import { useFileDrop } from './useFileDrop.ts';
import { useImageUpload } from './useImageUpload.ts';

export interface ImageUploadFieldProps extends ImageUploadOptions {
  label: string;
  description?: ReactNode;
  /** The image the field holds now (its url), or empty. */
  value: string;
  /** Called with the upload response (SPEC §3), or null when the image is removed. */
  onChange: (image: UploadedImage | null) => void;
  /** Echoed back by the server so the answer lands in this field (SPEC §7). */
  context?: UploadContext;
  /**
   * Why the field takes no image now ("Save the post first"); the field is disabled while set,
   * and its buttons say why on hover and focus. There is no way to disable it without a reason.
   */
  disabledReason?: string | null;
}

const HINTS: Record<ImageUploadOptions['kind'], string> = {
  image: 'PNG, JPEG, GIF, WebP, AVIF or SVG. Large images are scaled to 1920 pixels wide.',
  logo: 'PNG, JPEG, GIF, WebP, AVIF or SVG. Shown within 300 × 60 pixels.',
  gallery: 'PNG, JPEG, GIF, WebP, AVIF or SVG.',
  meta: 'A 16:9 image, such as 1200 × 675 pixels. Shown when the page is shared.',
  cover: 'Cropped to 1200 × 1800 pixels.',
};

/**
 * An image field with upload: choose or drop a file, watch it go up, see the result. The page
 * editor's image, logo and gallery fields and the blog's cover and meta image use it.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, description, value, onChange, context, disabledReason = null, ...options } = props;
  const disabled = disabledReason !== null;
  const chooseLabel = value ? 'Replace image' : 'Choose image';
  const uploader = useImageUpload(options);
  const statusId = useId();

  const take = useCallback(
    async (file: File | null) => {
      if (!file || disabled) return;
      const result = await uploader.upload(file, context);
      if (result) onChange(result);
    },
    [uploader, context, onChange, disabled],
  );
  const { dragging, dropProps } = useFileDrop((files) => void take(files[0] ?? null), !disabled);

  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500} component="div">
          {label}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed" component="div">
            {description}
          </Text>
        ) : null}
      </div>
      <div className={classes.zone} data-dragging={dragging || undefined} {...dropProps}>
        <Stack gap="sm">
          {value ? (
            <img className={classes.preview} src={value} alt={`Current ${label.toLowerCase()}`} />
          ) : null}
          {uploader.uploading ? (
            <Stack gap={4} aria-live="polite" id={statusId}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">Uploading… {Math.round(uploader.progress * 100)}%</Text>
                <CloseButton size="sm" aria-label="Cancel the upload" onClick={uploader.cancel} />
              </Group>
              <Progress
                value={uploader.progress * 100}
                size="sm"
                aria-label={`${label} upload progress`}
                animated
              />
            </Stack>
          ) : (
            <Group justify="center" gap="xs">
              {disabledReason !== null ? (
                <PermissionGate allowed={false} message={disabledReason}>
                  <Button variant="default" size="xs" leftSection={<IconUpload size={16} />}>
                    {chooseLabel}
                  </Button>
                </PermissionGate>
              ) : (
                <FileButton onChange={(file) => void take(file)} accept={ACCEPT_ATTRIBUTE}>
                  {(buttonProps) => (
                    <Button
                      {...buttonProps}
                      variant="default"
                      size="xs"
                      leftSection={<IconUpload size={16} />}
                    >
                      {chooseLabel}
                    </Button>
                  )}
                </FileButton>
              )}
              {value ? (
                <PermissionGate allowed={!disabled} message={disabledReason ?? ''}>
                  <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
                    Remove
                  </Button>
                </PermissionGate>
              ) : null}
            </Group>
          )}
          {!value && !uploader.uploading ? (
            <Text size="xs" c="dimmed" ta="center">
              or drop an image here. {HINTS[options.kind]}
            </Text>
          ) : null}
        </Stack>
      </div>
      {uploader.error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlert />}
          withCloseButton
          onClose={uploader.clearError}
          role="alert"
          p="xs"
        >
          {uploader.error}
        </Alert>
      ) : null}
    </Stack>
  );
}
