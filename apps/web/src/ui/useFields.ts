import { type ChangeEvent, useCallback, useState } from 'react';
import type { FieldErrors } from './forms.ts';

/**
 * Just enough form state for the account forms: values, per-field errors, and binding props
 * for Mantine inputs. Editing a field clears its error so a stale message never lingers.
 */
export function useFields<T extends Record<string, string>>(initial: T) {
  // The first values are the reset target; later renders pass fresh literals that are ignored.
  const [initialValues] = useState<T>(initial);
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const bind = useCallback(
    (name: keyof T & string) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: next }));
        setErrors((e) => {
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
      setErrors({});
    },
    [initialValues],
  );

  return { values, errors, setErrors, setValues, bind, reset };
}
