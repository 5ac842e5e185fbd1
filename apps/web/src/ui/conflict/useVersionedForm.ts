import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '../forms.ts';
import { useVersionConflict, type VersionConflictDialogProps } from './VersionConflictDialog.tsx';
import { type Baseline, sameValue } from './versioned-form.ts';

/** Sends the form's values as a save made from `version` (the baseline's, or the one a conflict named). */
export type VersionedSave = (version: number) => void;

/**
 * The state of a form that saves a versioned record (site settings, page settings, a post's
 * details) and the wiring of its conflict dialog: the copy it started from (`base`), the values
 * being edited, their messages, and the choices a stale save (409) leaves. The form writes its
 * own `save(version)` and hands it to `onSubmit` and `dialog`; a save's answer goes to `saved`,
 * `failed` and `settled`.
 *
 * `reload` fetches the record again and gives back its copy of the form's part (null when the
 * record could not be fetched: the dialog stays open).
 */
export function useVersionedForm<T extends object>(
  initial: () => Baseline<T>,
  reload: () => Promise<Baseline<T> | null>,
) {
  const [base, setBase] = useState<Baseline<T>>(initial);
  const [value, setValue] = useState<T>(base.value);
  const [errors, setErrors] = useState<FieldErrors>({});
  const conflict = useVersionConflict();
  const [resolving, setResolving] = useState<'latest' | 'mine' | null>(null);
  /** The keys whose values differ from the baseline's: what a partial save sends. */
  const changed = (Object.keys(base.value) as (keyof T & string)[]).filter(
    (key) => !sameValue(value[key], base.value[key]),
  );

  /** Sets one value and drops that input's message, which was about the old value. */
  const set = <K extends keyof T & string>(field: K, next: T[K]) => {
    setValue((v) => ({ ...v, [field]: next }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  /** Starts again from `next` (the answer to a save, the latest copy): its values, no messages. */
  const saved = (next: Baseline<T>) => {
    setBase(next);
    setValue(next.value);
    setErrors({});
    conflict.close();
  };

  /** A save was refused: true (and the dialog open) for a stale save, else `errors` are shown. */
  const failed = (error: unknown, messages: (error: unknown) => FieldErrors): boolean => {
    if (conflict.caught(error)) return true;
    setErrors(messages(error));
    return false;
  };

  /** The save is over, whatever its answer: the dialog's buttons come back. */
  const settled = () => setResolving(null);

  const loadLatest = async () => {
    setResolving('latest');
    const latest = await reload();
    setResolving(null);
    if (latest) saved(latest);
  };

  /** The form's submit handler: a save from the baseline's version. */
  const onSubmit = (save: VersionedSave) => (event: FormEvent) => {
    event.preventDefault();
    save(base.version);
  };

  /** The conflict dialog's props but its title: load the latest copy, or save over it. */
  const dialog = (save: VersionedSave): Omit<VersionConflictDialogProps, 'title'> => ({
    opened: conflict.opened,
    busy: resolving,
    onLoadLatest: () => void loadLatest(),
    onKeepMine: () => {
      if (conflict.currentVersion === null) return;
      setResolving('mine');
      save(conflict.currentVersion);
    },
    onClose: conflict.close,
  });

  return {
    base,
    setBase,
    value,
    setValue,
    set,
    changed,
    dirty: !sameValue(value, base.value),
    errors,
    setErrors,
    saved,
    failed,
    settled,
    closeConflict: conflict.close,
    onSubmit,
    dialog,
  };
}
