import { Alert, Anchor, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { describeError } from '../api/errors.ts';
import { IconAlert } from './icons.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

interface RecordEditFrameProps<T> {
  title: string;
  description?: string;
  /** Header actions, shown only when the address names a record. */
  actions?: ReactNode;
  /** What the records are called: "course", "order page". */
  noun: string;
  listPath: string;
  /** The address names no record at all (not a positive whole number). */
  invalid: boolean;
  record: { data: T | undefined; error: unknown };
  form: (record: T) => ReactNode;
}

/**
 * The edit screen of one record loaded by the id in its address: a skeleton while it loads, then
 * `form` with it. An address that names none, or a record that cannot be loaded, says so with a
 * way back to the list.
 */
export function RecordEditFrame<T>({
  title,
  description,
  actions,
  noun,
  listPath,
  invalid,
  record,
  form,
}: RecordEditFrameProps<T>) {
  return (
    <>
      <ScreenHeader
        title={title}
        {...(description ? { description } : {})}
        {...(actions && !invalid ? { actions } : {})}
      />
      {invalid || record.error ? (
        <Alert color="red" variant="light" icon={<IconAlert />} title={`The ${noun} could not be loaded`}>
          {invalid
            ? `This address is not ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}.`
            : describeError(record.error)}{' '}
          <Anchor component={Link} to={listPath}>
            Back to {noun}s
          </Anchor>
        </Alert>
      ) : record.data !== undefined ? (
        form(record.data)
      ) : (
        <Skeleton h={320} maw={880} />
      )}
    </>
  );
}
