import { type ChangeEvent, type SetStateAction, useCallback, useMemo, useState } from 'react';
import { type FieldErrors, FORM_ERROR, placeFieldErrors } from './forms.ts';

/**
 * Just enough form state for the account forms: values, per-field errors, and binding props
 * for Mantine inputs. Editing a field clears its error so a stale message never lingers.
 * Errors are kept where the form shows them: a message for a key that is not one of the
 * form's fields becomes `formError`, which the form shows in its `FormAlert`.
 */
export function useFields<T extends Record<string, string>>(initial: T) {
  // The first values are the reset target; later renders pass fresh literals that are ignored.
  const [initialValues] = useState<T>(initial);
  const [values, setValues] = useState<T>(initial);
  const [errors, setPlacedErrors] = useState<FieldErrors>({});
  /** The field names: what `zodFieldErrors` and `apiFieldErrors` are told the form shows. */
  const shown = useMemo(() => Object.keys(initialValues), [initialValues]);

  const setErrors = useCallback(
    (next: SetStateAction<FieldErrors>) =>
      setPlacedErrors((current) =>
        placeFieldErrors(Object.entries(typeof next === 'function' ? next(current) : next), shown),
      ),
    [shown],
  );

  const bind = useCallback(
    (name: keyof T & string) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: next }));
        setPlacedErrors((e) => {
          if (!(name in e)) return e;
          const { [name]: _, ...rest } = e;
          return rest;
        });
      },
    }),
    [values, errors],
  );

  const reset = useCallback(
    (next?: T) => {
      setValues(next ?? initialValues);
      setPlacedErrors({});
    },
    [initialValues],
  );

  return { values, errors, formError: errors[FORM_ERROR], shown, setErrors, setValues, bind, reset };
}
