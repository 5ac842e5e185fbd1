import { Text } from '@mantine/core';
import { type AdminBlockDetail, type BlockKind, blockKinds } from '@tessera/api-contract';
import { ChoiceCards } from '../../ui/ChoiceCards.tsx';
import {
  RecordFormPanel,
  RecordNameField,
  recordFormScreens,
  useRecordForm,
} from '../design-records/RecordForm.tsx';
import { adminBlockKind } from './kind.ts';
import { BLOCK_KINDS } from './kinds.ts';

const KIND_CHOICES = blockKinds.map((kind) => ({ value: kind, ...BLOCK_KINDS[kind] }));

/** A new block (`block` null: name and kind) or an existing one's name. */
function AdminBlockForm({ record: block }: { record: AdminBlockDetail | null }) {
  const form = useRecordForm({
    kind: adminBlockKind,
    record: block,
    initial: { name: block?.name ?? '', kind: block?.kind ?? ('section' as BlockKind) },
    fieldOf: { name: 'name', kind: 'kind' },
    // The kind is chosen only when the block is made.
    body: (values, isNew) => (isNew ? { name: values.name, kind: values.kind } : { name: values.name }),
  });
  return (
    <RecordFormPanel form={form} submitLabel={form.isNew ? 'Create and design' : 'Save name'}>
      <RecordNameField form={form} description="What agencies see in their editor's block library." />
      {block === null ? (
        <ChoiceCards
          label="Kind"
          description="What agencies insert from their palette. It cannot be changed later."
          value={form.values.kind}
          onChange={(value) => form.set('kind', value)}
          choices={KIND_CHOICES}
          error={form.errors.kind}
          required
          testIdPrefix="block-kind-"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {BLOCK_KINDS[block.kind].label} block: {BLOCK_KINDS[block.kind].description}
        </Text>
      )}
    </RecordFormPanel>
  );
}

/** SPEC §2 `/admin/blocks/create` and `/admin/blocks/{blockId}/edit`. */
export const { CreateScreen: AdminBlockCreateScreen, EditScreen: AdminBlockEditScreen } = recordFormScreens(
  adminBlockKind,
  AdminBlockForm,
);
