import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { CURRENT_SCHEMA_VERSION, createSection, findNode, type PageDocument } from '@tessera/document';
import { useState } from 'react';
import { nodeLabel } from '../canvas/labels.ts';
import { useEditor, useUi } from '../context.tsx';
import { copyPayload } from '../model/clipboard.ts';

/** What saving a block promises, by where it goes (EditorServices.blocks.saveTo). */
const SAVE_WORDING = {
  agency: {
    offer: 'will be offered in the palette of every page of your agency.',
    saved: (name: string) => `“${name}” is saved. Find it under Saved blocks in the Add panel.`,
  },
  'library-draft': {
    offer:
      'becomes a draft block of the platform’s library; agencies see it once it is published under Blocks.',
    saved: (name: string) =>
      `“${name}” is saved as a draft block. Publish it under Blocks to offer it to agencies.`,
  },
} as const;

/**
 * The save-block container (SPEC §2): saves the selected section or row as a block: an agency
 * block, inserted from the palette on any page of the agency, or in an admin design a draft
 * block of the platform's library.
 */

export function SaveBlockDialog({ onSaved }: { onSaved: () => void }) {
  const { engine, services } = useEditor();
  const id = useUi((s) => s.saveBlockId);
  const node = id === null ? null : (findNode(engine.doc, id)?.node ?? null);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    engine.setUi({ saveBlockId: null });
    setName('');
    setError(null);
  };

  const save = async () => {
    if (!node || (node.type !== 'section' && node.type !== 'row')) return;
    const trimmed = name.trim();
    if (!trimmed) return setError('The name field is required.');
    const payload = copyPayload(engine.doc, [node.id]);
    if (!payload) return;
    const section =
      node.type === 'section' ? node : { ...createSection({}, { ids: engine.ids }), rows: [node] };
    const content: PageDocument = {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      theme: engine.doc.theme,
      sections: [section],
      popups: [],
      texts: Object.keys(payload.texts).length ? { [section.id]: payload.texts } : {},
    };
    setSaving(true);
    try {
      await services.blocks.create({ name: trimmed, kind: node.type, content });
      services.notify('success', SAVE_WORDING[services.blocks.saveTo].saved(trimmed));
      onSaved();
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The block could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={node !== null} onClose={close} title={`Save ${node?.type ?? 'block'} as a block`} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {node ? `“${nodeLabel(engine.doc, engine.registry, node)}”` : ''}{' '}
          {SAVE_WORDING[services.blocks.saveTo].offer} Changing it later on this page does not change the
          saved block.
        </Text>
        <TextInput
          label="Block name"
          placeholder="e.g. Pricing table"
          value={name}
          maxLength={120}
          error={error}
          data-autofocus
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => event.key === 'Enter' && void save()}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            Save block
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
