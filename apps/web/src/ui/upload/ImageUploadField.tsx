import { Alert, Button, CloseButton, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { ACCEPT_ATTRIBUTE } from '@tessera/api-contract';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { IconAlert, IconUpload } from '../icons.tsx';
import { PermissionGate } from '../PermissionGate.tsx';
import { CoverCropModal } from './CoverCropModal.tsx';
import type { CropRegion } from './crop.ts';
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
  cover: 'You choose the part to keep; it is saved as a 1200 × 1800 pixel portrait.',
};

const UNCROPPED_COVER_HINT = 'Kept in its own shape.';

/** A cover is cropped in the browser first, unless it is kept in its own shape. */
const cropsFirst = (options: ImageUploadOptions) => options.kind === 'cover' && !options.skipRatioCheck;

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
  const [cropping, setCropping] = useState<File | null>(null);
  const cropFirst = cropsFirst(options);

  const send = useCallback(
    async (file: File, crop?: CropRegion) => {
      const result = await uploader.upload(file, crop ? { ...context, crop } : context);
      if (result) onChange(result);
    },
    [uploader, context, onChange],
  );
  const take = useCallback(
    (file: File | null) => {
      if (!file || disabled) return;
      if (!cropFirst) {
        void send(file);
        return;
      }
      // Checked before the cropper opens: nothing to crop in a file the server would refuse.
      if (uploader.check(file)) setCropping(file);
    },
    [uploader, send, disabled, cropFirst],
  );
  const { dragging, dropProps } = useFileDrop((files) => take(files[0] ?? null), !disabled);

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
                <FileButton onChange={take} accept={ACCEPT_ATTRIBUTE}>
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
              or drop an image here.{' '}
              {options.kind === 'cover' && options.skipRatioCheck
                ? UNCROPPED_COVER_HINT
                : HINTS[options.kind]}
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
      {options.kind === 'cover' ? (
        <CoverCropModal
          file={cropping}
          onCancel={() => setCropping(null)}
          onCrop={(region) => {
            const file = cropping;
            setCropping(null);
            if (file) void send(file, region);
          }}
        />
      ) : null}
    </Stack>
  );
}
