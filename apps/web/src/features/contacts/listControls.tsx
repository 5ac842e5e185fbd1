import { Button, Select, type StyleProp, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeError } from '../../api/errors.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { IconUpload } from '../../ui/icons.tsx';

/** The filter value for contacts whose form element names no form record. */
export const NO_FORM = 'none';

/** A record id from the URL, or undefined for anything that is not one. */
export function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The `form` filter of a contact list: a form's id, contacts of no form record, or none. */
export function formFilterOf(value: string | null): number | typeof NO_FORM | undefined {
  return value === NO_FORM ? NO_FORM : positiveId(value);
}

/**
 * Sets or (with null) removes query parameters of a contact list, keeping the others; a
 * changed filter passes `resetPage` so the list starts again from its first page.
 */
export function useQueryPatch(): (patch: Record<string, string | null>, resetPage?: boolean) => void {
  const [, setQuery] = useSearchParams();
  return (patch, resetPage = false) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(patch)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      if (resetPage) next.delete('page');
      return next;
    });
}

/**
 * Filters a contact list by the form that sent it, or by none of the site's form records. With
 * `disabledReason` it is off and says why on hover.
 */
export function FormFilterSelect({
  forms,
  value,
  onChange,
  disabledReason,
  w,
}: {
  forms: ReadonlyArray<{ id: number; name: string }> | undefined;
  value: number | typeof NO_FORM | undefined;
  onChange: (value: string | null) => void;
  disabledReason?: string;
  w?: StyleProp<number | string>;
}) {
  const options = [
    { value: '', label: 'All forms' },
    ...(forms ?? []).map((form) => ({ value: String(form.id), label: form.name })),
    { value: NO_FORM, label: 'No form record' },
  ];
  return (
    <Tooltip label={disabledReason} disabled={disabledReason === undefined}>
      <Select
        aria-label="Filter by form"
        data={options}
        value={value === undefined ? '' : String(value)}
        onChange={(next) => onChange(next ? next : null)}
        allowDeselect={false}
        disabled={disabledReason !== undefined}
        w={w}
      />
    </Tooltip>
  );
}

/**
 * Downloads the CSV of what the list shows; disabled, saying why, when the list is empty. A
 * failed download says why in a toast.
 */
export function ExportCsvButton({
  total,
  download,
}: {
  total: number | undefined;
  download: () => Promise<void>;
}) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await download();
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error), autoClose: TOAST_DURATION_MS });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Tooltip label="Nothing to export" disabled={total !== 0}>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} />}
        loading={exporting}
        disabled={total === 0}
        onClick={() => void exportCsv()}
      >
        Export CSV
      </Button>
    </Tooltip>
  );
}
