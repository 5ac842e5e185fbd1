import type { EditorFile } from '@tessera/api-contract';
import { isSafeUrl } from '@tessera/document';
import type { FieldDefinition } from '@tessera/elements';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useEditor, useUi } from '../context.tsx';
import { keptImageValue } from '../model/ai-image-dialog.ts';
import { applyMeasuredSize, fitLogo, ratioWatcherOf, uploadWithFlag } from '../model/images.ts';
import { uploadKey } from '../model/ui-state.ts';
import type { UploadKind } from '../services.ts';
import classes from '../ui/editor.module.css';
import { IconImage, IconSparkles, IconTrash, IconUpload } from '../ui/icons.tsx';
import { controlClasses as c, Fieldset, PanelButton, TextBox } from './controls.tsx';
import { type FieldContext, joinPath } from './field-context.ts';

const FilePicker = lazy(() => import('./FilePicker.tsx').then((m) => ({ default: m.FilePicker })));
const AiImageDialog = lazy(() => import('./AiImageDialog.tsx').then((m) => ({ default: m.AiImageDialog })));

type ImageValue = { url?: unknown; Ratio?: unknown; ShowWidth?: unknown; ShowHeight?: unknown } & Record<
  string,
  unknown
>;

/** What the upload input offers; the server takes exactly these (and says why it refuses others). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif,image/svg+xml';

/**
 * An image, logo or background image: a URL typed, a file uploaded, or one of the site's files
 * chosen. Typing a URL recomputes the Ratio 500 ms later (SPEC §9); a logo is sized to fit
 * 300 × 60. While an upload runs, the field's uploading flag (element + value key, SPEC §4)
 * shows a spinner and blocks another. With the agency's AI key (SPEC §6), a picture field (not a
 * logo) also offers an AI-made image.
 */
export function ImageField({
  field,
  value: stored,
  ctx,
}: {
  field: Extract<FieldDefinition, { kind: 'image' }>;
  value: unknown;
  ctx: FieldContext;
}) {
  const { engine, services } = useEditor();
  const value = (stored ?? {}) as ImageValue;
  const url = typeof value.url === 'string' ? value.url : '';
  const isLogo = field.variant === 'logo' || 'ShowWidth' in value;
  const hasRatio = !isLogo && 'Ratio' in value;
  const valueKey = joinPath(ctx.prefix, field.path);
  const fieldKey = uploadKey(ctx.nodeId, valueKey);
  const uploading = useUi((s) => s.uploading[fieldKey] === true);
  // The editor's watcher, not this panel's: the measurement lands even if the panel has closed.
  const watcher = ratioWatcherOf(engine);
  const [draft, setDraft] = useState(url);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [makingWithAi, setMakingWithAi] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => setDraft(url), [url]);

  const write = (next: ImageValue, how: 'set' | 'typing' = 'set') => {
    const outcome = ctx.write(field.path, next, how);
    setError(outcome.ok ? null : outcome.message);
    return outcome;
  };
  const onUrl = (raw: string) => {
    const next = raw.trim();
    setDraft(raw);
    if (next !== '' && !isSafeUrl(next, { allowDataImages: true })) {
      setError('URL scheme is not allowed.');
      return;
    }
    const outcome = write({ ...latest.current, url: next, ...(hasRatio ? { Ratio: 0 } : {}) }, 'typing');
    if (!outcome.ok || !(hasRatio || isLogo)) return;
    const variant = isLogo ? 'logo' : 'ratio';
    watcher.schedule(fieldKey, next, (size) => {
      const written = applyMeasuredSize(engine, { nodeId: ctx.nodeId, valueKey, url: next, variant }, size);
      if (written && !written.ok) services.notify('error', written.message);
    });
  };
  const uploadKind: UploadKind = isLogo ? 'logo' : ctx.elementKey === 'gallery' ? 'gallery' : 'image';
  const onFile = async (file: File | undefined) => {
    if (!file || uploading) return;
    setError(null);
    watcher.cancel(fieldKey);
    const outcome = await uploadWithFlag(
      engine,
      (kind, f, meta) => services.upload(kind, f, meta),
      { kind: uploadKind, file, elementId: ctx.nodeId, valueKey },
      (answer) => {
        const next: ImageValue = { ...latest.current, url: answer.url };
        if (hasRatio) next.Ratio = typeof answer.Ratio === 'number' ? answer.Ratio : 0;
        if (isLogo) {
          if (typeof answer.ShowWidth === 'number') next.ShowWidth = answer.ShowWidth;
          if (typeof answer.ShowHeight === 'number') next.ShowHeight = answer.ShowHeight;
        }
        write(next);
      },
    );
    // SPEC §8: other upload failures only clear the loading state; the reason is shown here.
    if (!outcome.ok) setError(outcome.message);
  };
  const chosen = (file: EditorFile) => {
    watcher.cancel(fieldKey);
    const next: ImageValue = { ...latest.current, url: file.url };
    if (hasRatio) next.Ratio = file.Ratio;
    if (isLogo) Object.assign(next, fitLogo(file.width, file.height));
    write(next);
    setPicking(false);
  };
  // SPEC §4: a kept AI image goes in like a chosen one, its Ratio reset to 0, as one undo step.
  const keepAiImage = (resultUrl: string) => {
    watcher.cancel(fieldKey);
    write(keptImageValue(latest.current, resultUrl));
    setMakingWithAi(false);
  };
  const ai = isLogo ? undefined : services.ai;

  const showWidth = typeof value.ShowWidth === 'number' && value.ShowWidth > 0 ? value.ShowWidth : undefined;
  const showHeight =
    typeof value.ShowHeight === 'number' && value.ShowHeight > 0 ? value.ShowHeight : undefined;
  return (
    <Fieldset legend={field.label} className={c.tight} data-field={field.path}>
      {url ? (
        <img
          src={url}
          alt=""
          className={isLogo ? classes.logoPreview : classes.imagePreview}
          style={isLogo ? { width: showWidth, height: showHeight } : undefined}
        />
      ) : (
        <div className={classes.imageEmpty}>No image yet</div>
      )}
      <TextBox
        ariaLabel={`${field.label} URL`}
        placeholder="https://…"
        value={draft}
        error={error}
        disabled={uploading}
        onValue={onUrl}
      />
      <div className={`${c.row} ${c.rowWrap}`}>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            void onFile(file);
          }}
        />
        <PanelButton
          variant="light"
          icon={
            uploading ? <span className={classes.spinner} aria-hidden="true" /> : <IconUpload size={14} />
          }
          disabled={uploading}
          aria-busy={uploading}
          onClick={() => fileInput.current?.click()}
        >
          {uploading ? 'Uploading…' : 'Upload'}
        </PanelButton>
        <PanelButton
          variant="light"
          icon={<IconImage size={14} />}
          disabled={uploading}
          onClick={() => setPicking(true)}
        >
          Choose from files
        </PanelButton>
        {ai ? (
          <PanelButton
            variant="light"
            icon={<IconSparkles size={14} />}
            disabled={uploading}
            aria-haspopup="dialog"
            onClick={() => setMakingWithAi(true)}
          >
            AI image
          </PanelButton>
        ) : null}
        {url ? (
          <PanelButton
            variant="danger"
            icon={<IconTrash size={14} />}
            disabled={uploading}
            onClick={() => write({ ...value, url: '', ...(hasRatio ? { Ratio: 0 } : {}) })}
          >
            Remove
          </PanelButton>
        ) : null}
      </div>
      {hasRatio && typeof value.Ratio === 'number' && value.Ratio > 0 ? (
        <p className={c.note}>Ratio {value.Ratio.toFixed(2)} (height ÷ width)</p>
      ) : null}
      {isLogo ? (
        <p className={c.note}>
          Shown within 300 × 60{showWidth && showHeight ? ` at ${showWidth} × ${showHeight}` : ''}.
        </p>
      ) : null}
      {picking ? (
        <Suspense fallback={null}>
          <FilePicker current={url} onPick={chosen} onClose={() => setPicking(false)} />
        </Suspense>
      ) : null}
      {ai && makingWithAi ? (
        <Suspense fallback={null}>
          <AiImageDialog
            ai={ai}
            meta={{ elementId: ctx.nodeId, valueKey }}
            onKeep={keepAiImage}
            onClose={() => setMakingWithAi(false)}
          />
        </Suspense>
      ) : null}
    </Fieldset>
  );
}
