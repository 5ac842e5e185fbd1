import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { CURRENT_SCHEMA_VERSION, createSection, findNode, type PageDocument } from '@tessera/document';
import { useState } from 'react';
import { nodeLabel } from '../canvas/labels.ts';
import { useEditor, useUi } from '../context.tsx';
import { copyPayload } from '../model/clipboard.ts';

/**
 * The save-block container (SPEC §2): saves the selected section or row as an agency block, so
 * it can be inserted from the palette on any page of the agency.
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
      services.notify('success', `“${trimmed}” is saved. Find it under Saved blocks in the Add panel.`);
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
          {node ? `“${nodeLabel(engine.doc, engine.registry, node)}”` : ''} will be offered in the palette of
          every page of your agency. Changing it later on this page does not change the saved block.
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
