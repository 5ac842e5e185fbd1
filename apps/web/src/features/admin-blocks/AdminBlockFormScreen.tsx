import { Anchor, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  type AdminBlockDetail,
  type BlockKind,
  blockKinds,
  createAdminBlockBody,
  updateAdminBlockBody,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAdminBlock, useSaveAdminBlock } from '../../api/admin-blocks.ts';
import { ChoiceCards } from '../../ui/ChoiceCards.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { RecordEditFrame } from '../../ui/RecordEditFrame.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { BLOCK_KINDS } from './kinds.ts';
import { adminBlockPaths } from './paths.ts';

const KIND_CHOICES = blockKinds.map((kind) => ({ value: kind, ...BLOCK_KINDS[kind] }));

/** The kind of a new block: a section or a row, each with what it is for. */
function KindField({
  value,
  error,
  onChange,
}: {
  value: BlockKind;
  error: string | undefined;
  onChange: (value: BlockKind) => void;
}) {
  return (
    <ChoiceCards
      label="Kind"
      description="What agencies insert from their palette. It cannot be changed later."
      value={value}
      onChange={onChange}
      choices={KIND_CHOICES}
      error={error}
      required
      testIdPrefix="block-kind-"
    />
  );
}

/** A new block (`block` null: name and kind) or an existing one's name. */
function AdminBlockForm({ block }: { block: AdminBlockDetail | null }) {
  const navigate = useNavigate();
  const save = useSaveAdminBlock(block?.id ?? null);
  const [name, setName] = useState(block?.name ?? '');
  const [kind, setKind] = useState<BlockKind>(block?.kind ?? 'section');
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The kind is chosen only when the block is made.
    const shown = block === null ? ['name', 'kind'] : ['name'];
    const onError = (error: unknown) => setErrors(apiFieldErrors(error, shown));
    if (block === null) {
      const parsed = createAdminBlockBody.safeParse({ name, kind });
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
      // A new block goes straight to where it is designed.
      save.mutate(parsed.data, {
        onSuccess: (created) => navigate(adminBlockPaths.design(created.id)),
        onError,
      });
      return;
    }
    const parsed = updateAdminBlockBody.safeParse({ name });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
    save.mutate(parsed.data, { onSuccess: () => navigate(adminBlockPaths.list), onError });
  };

  return (
    <Paper withBorder p="lg" maw={880}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput
            label="Name"
            description="What agencies see in their editor's block library."
            required
            value={name}
            error={errors.name}
            maxLength={120}
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              clear('name');
            }}
          />
          {block === null ? (
            <KindField
              value={kind}
              error={errors.kind}
              onChange={(next) => {
                setKind(next);
                clear('kind');
              }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {BLOCK_KINDS[block.kind].label} block: {BLOCK_KINDS[block.kind].description}
            </Text>
          )}
          <FormButtons cancelTo={adminBlockPaths.list} saving={save.isPending}>
            {block === null ? 'Create and design' : 'Save name'}
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}

/** SPEC §2 `/admin/blocks/create`. */
export function AdminBlockCreateScreen() {
  return (
    <>
      <ScreenHeader
        title="New block"
        description="Name it and choose whether it is a section or a row, then design it."
      />
      <AdminBlockForm block={null} />
    </>
  );
}

/** SPEC §2 `/admin/blocks/{blockId}/edit`: the block's name. */
export function AdminBlockEditScreen() {
  const { blockId } = useParams();
  const id = Number(blockId);
  const block = useAdminBlock(id);
  return (
    <RecordEditFrame
      title="Rename block"
      description="The block itself is edited in the designer."
      actions={
        <Anchor component={Link} to={adminBlockPaths.design(id)}>
          Design the block
        </Anchor>
      }
      noun="block"
      listPath={adminBlockPaths.list}
      invalid={!Number.isInteger(id) || id <= 0}
      record={block}
      form={(data) => <AdminBlockForm key={data.id} block={data} />}
    />
  );
}
