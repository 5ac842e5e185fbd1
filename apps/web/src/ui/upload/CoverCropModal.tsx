import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { COVER_HEIGHT, COVER_WIDTH } from '@tessera/api-contract';
import { useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { COVER_FRAME_ASPECT, type CropRegion, coverCropRegion } from './crop.ts';
import classes from './ImageUploadField.module.css';

export interface CoverCropModalProps {
  /** The picture to crop; null closes the dialog. */
  file: File | null;
  /** The part to keep, in the picture's own pixels. */
  onCrop: (region: CropRegion) => void;
  onCancel: () => void;
}

/**
 * SPEC §5/§9 cover crop: a portrait frame of the cover's shape (1200 × 1800) over the picture;
 * drag (or the arrow keys) to move the picture, the slider or the wheel to zoom. The server
 * cuts the chosen part out of the original and writes the 1200 × 1800 WebP.
 */
export function CoverCropModal({ file, onCrop, onCancel }: CoverCropModalProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [chosen, setChosen] = useState<Area | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setChosen(null);
    setSize(null);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const confirm = () => {
    if (chosen && size) onCrop(coverCropRegion(chosen, size));
  };

  return (
    <Modal
      opened={file !== null}
      onClose={onCancel}
      title="Choose the part of the picture to keep"
      size="lg"
      centered
      data-testid="cover-crop-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The cover is a portrait, {COVER_WIDTH} × {COVER_HEIGHT} pixels. Drag the picture (or use the arrow
          keys) to place it in the frame, and zoom in to keep less of it.
        </Text>
        <div className={classes.cropArea}>
          {url ? (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              aspect={COVER_FRAME_ASPECT}
              minZoom={1}
              maxZoom={4}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setChosen(pixels)}
              onMediaLoaded={(media) => setSize({ width: media.naturalWidth, height: media.naturalHeight })}
              disableAutomaticStylesInjection
              keyboardStep={10}
              cropperProps={{ 'aria-label': 'Cover frame: drag or use the arrow keys to move the picture' }}
            />
          ) : null}
        </div>
        <Slider
          label={(value) => `${Math.round(value * 100)}%`}
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          thumbLabel="Zoom"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!chosen || !size} data-testid="cover-crop-confirm">
            Crop and upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
