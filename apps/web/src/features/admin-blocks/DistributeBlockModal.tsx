import { Alert, Button, Loader, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminBlockSummary, type AgencyListItem, distributeBlockBody } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { useDistributeBlock } from '../../api/admin-blocks.ts';
import { useAgencies } from '../../api/agencies.ts';
import { describeError } from '../../api/errors.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { ModalFormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { SEARCH_DEBOUNCE_MS } from '../../ui/list/SearchField.tsx';

/** The API pages agencies at 100 at most: beyond that, the search finds them. */
const AGENCY_PAGE = 100;

function agencyLabel(agency: AgencyListItem): string {
  return agency.owner ? `${agency.name} (${agency.owner.email})` : agency.name;
}

/**
 * The one input: the agency list shows every message about it, whatever element it names
 * (`agency_ids.3`); anything else (the block) is the form's own message.
 */
const SHOWN = ['agency_ids'];

/**
 * SPEC §7 `POST /block-form/distribute`: copies a published block into the chosen agencies' own
 * saved blocks. Agencies are searched on the server (name, owner name or email); the ones already
 * chosen keep their names while the search moves on.
 */
export function DistributeBlockModal({ block, onClose }: { block: AdminBlockSummary; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<string[]>([]);
  // Every agency seen so far, so a chosen one keeps its label when the search no longer finds it.
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const [errors, setErrors] = useState<FieldErrors>({});
  const distribute = useDistributeBlock();
  const agencies = useAgencies({
    page: 1,
    per_page: AGENCY_PAGE,
    status: 'active',
    sort: 'name',
    order: 'asc',
    ...(debounced ? { search: debounced } : {}),
  });
  const found = agencies.data?.data ?? [];
  const total = agencies.data?.meta.total ?? 0;

  const foundValues = new Set(found.map((agency) => String(agency.id)));
  const data = [
    ...found.map((agency) => ({ value: String(agency.id), label: agencyLabel(agency) })),
    ...chosen
      .filter((value) => !foundValues.has(value))
      .map((value) => ({ value, label: known.get(value) ?? `Agency ${value}` })),
  ];

  const choose = (values: string[]) => {
    setKnown((previous) => {
      const next = new Map(previous);
      for (const agency of found) next.set(String(agency.id), agencyLabel(agency));
      return next;
    });
    // A pick ends that search: the list opens on every agency again for the next one.
    if (values.length > chosen.length) setSearch('');
    setChosen(values);
    setErrors(({ agency_ids: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = distributeBlockBody.safeParse({ block_id: block.id, agency_ids: chosen.map(Number) });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, SHOWN));
    distribute.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => setErrors(apiFieldErrors(error, SHOWN)),
    });
  };

  const searching = agencies.isFetching;
  const more = total > found.length;
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Distribute “{block.name}”</Text>} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Each agency gets its own copy of the published block among its saved blocks, where it may rename
            or delete it. Later changes to this block do not reach the copies.
          </Text>
          {agencies.error ? (
            <Alert color="red" variant="light" title="The agencies could not be loaded">
              {describeError(agencies.error)}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => void agencies.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : null}
          <FormAlert errors={errors} title="The block could not be distributed" />
          <MultiSelect
            label="Agencies"
            description={
              more
                ? `Showing ${found.length} of ${total} agencies: type a name or an owner's email to find the others.`
                : 'Type a name or an owner’s email to find an agency.'
            }
            placeholder={chosen.length === 0 ? 'Choose agencies' : undefined}
            data={data}
            value={chosen}
            onChange={choose}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            // The server already searched names and owners; the client keeps every agency it found.
            filter={({ options }) => options}
            hidePickedOptions
            clearable
            required
            maxDropdownHeight={280}
            rightSection={searching ? <Loader size="xs" aria-label="Searching agencies" /> : undefined}
            nothingFoundMessage={searching ? 'Searching…' : 'No agency matches'}
            error={errors.agency_ids}
          />
          <ModalFormButtons onCancel={onClose} saving={distribute.isPending}>
            {chosen.length > 1 ? `Distribute to ${chosen.length} agencies` : 'Distribute'}
          </ModalFormButtons>
        </Stack>
      </form>
    </Modal>
  );
}
