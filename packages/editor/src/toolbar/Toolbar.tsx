import {
  ActionIcon,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { Device } from '@tessera/document';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useDocState, useEditor, useUi } from '../context.tsx';
import { runCommand } from '../model/commands.ts';
import type { SaveState } from '../persistence/autosave.ts';
import classes from '../ui/editor.module.css';
import {
  IconAlert,
  IconBack,
  IconCheck,
  IconCloudOff,
  IconDesktop,
  IconExternal,
  IconLink,
  IconMobile,
  IconRedo,
  IconTablet,
  IconUndo,
} from '../ui/icons.tsx';

function DeviceSwitch() {
  const { engine } = useEditor();
  const device = useUi((s) => s.device);
  const item = (value: Device, label: string, icon: React.ReactNode) => ({
    value,
    label: (
      <Tooltip label={label} withinPortal>
        <span style={{ display: 'grid', placeItems: 'center' }}>
          {icon}
          <VisuallyHidden>{label}</VisuallyHidden>
        </span>
      </Tooltip>
    ),
  });
  return (
    <SegmentedControl
      size="xs"
      value={device}
      onChange={(value) => runCommand(engine, 'setDevice', { device: value as Device })}
      data={[
        item('desktop', 'Desktop', <IconDesktop size={16} />),
        item('tablet', 'Tablet (up to 1187 px)', <IconTablet size={16} />),
        item('mobile', 'Mobile (up to 767 px)', <IconMobile size={16} />),
      ]}
      aria-label="Device"
      data-testid="device-switch"
    />
  );
}

function UndoRedo() {
  const { engine } = useEditor();
  // Subscribed to history so the buttons enable and disable as it changes.
  const canUndo = useDocState((s) => s.history.past.length > 0 || (s.mark !== null && s.mark.doc !== s.doc));
  const canRedo = useDocState((s) => s.history.future.length > 0);
  const nextUndo = useDocState((s) => s.history.past[s.history.past.length - 1]?.label);
  const nextRedo = useDocState((s) => s.history.future[s.history.future.length - 1]?.label);
  return (
    <Group gap={2}>
      <Tooltip label={canUndo ? `Undo ${nextUndo ?? ''} (Ctrl+Z)` : 'Nothing to undo'} withinPortal>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Undo"
          disabled={!canUndo}
          onClick={() => runCommand(engine, 'undo', {})}
        >
          <IconUndo />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={canRedo ? `Redo ${nextRedo ?? ''} (Ctrl+Shift+Z)` : 'Nothing to redo'} withinPortal>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Redo"
          disabled={!canRedo}
          onClick={() => runCommand(engine, 'redo', {})}
        >
          <IconRedo />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const STATUS_TEXT: Record<SaveState['status'], string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  offline: 'Offline — kept in this browser',
  error: 'Not saved',
  conflict: 'Changed elsewhere',
};

/** SPEC: a visible saved / saving / offline indicator. */
export function SaveIndicator() {
  const state = useStore(useEditor().saveState);
  const icon =
    state.status === 'saving' ? (
      <Loader size={14} />
    ) : state.status === 'saved' ? (
      <IconCheck size={16} color="#16a34a" />
    ) : state.status === 'offline' ? (
      <IconCloudOff size={16} color="#b45309" />
    ) : state.status === 'error' || state.status === 'conflict' ? (
      <IconAlert size={16} color="#dc2626" />
    ) : (
      <span
        style={{ width: 8, height: 8, borderRadius: 4, background: '#f59e0b', display: 'inline-block' }}
      />
    );
  return (
    <Tooltip label={state.message ?? STATUS_TEXT[state.status]} withinPortal multiline w={280}>
      <Group
        gap={6}
        wrap="nowrap"
        role="status"
        aria-live="polite"
        data-testid="save-status"
        data-status={state.status}
      >
        {icon}
        <Text size="xs" c={state.status === 'error' || state.status === 'conflict' ? 'red' : 'dimmed'}>
          {STATUS_TEXT[state.status]}
        </Text>
      </Group>
    </Tooltip>
  );
}

export function Toolbar() {
  const { services, source, autosaver } = useEditor();
  const [publishing, setPublishing] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  const publish = async () => {
    if (!source.publish) return;
    setPublishing(true);
    try {
      // Publish what is on screen: save first, and only publish once the server has it.
      const status = await autosaver.flush();
      if (status !== 'saved') {
        services.notify(
          'error',
          'The page could not be saved, so it was not published. See the save status for why.',
        );
        return;
      }
      services.notify('success', await source.publish());
    } catch (error) {
      services.notify('error', error instanceof Error ? error.message : 'The page could not be published.');
    } finally {
      setPublishing(false);
    }
  };
  const preview = async () => {
    if (!source.previewUrl) return;
    setPreviewing(true);
    // Opened before the await so the browser treats it as the user's click.
    const tab = window.open('about:blank', '_blank');
    try {
      await autosaver.flush();
      const url = await source.previewUrl();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
    } catch (error) {
      tab?.close();
      services.notify('error', error instanceof Error ? error.message : 'The preview could not be opened.');
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <header className={classes.toolbar}>
      <Tooltip label="Back" withinPortal>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Leave the editor"
          onClick={async () => {
            await autosaver.flush();
            services.exit();
          }}
        >
          <IconBack />
        </ActionIcon>
      </Tooltip>
      <Text className={classes.toolbarTitle} title={source.title}>
        {source.title}
      </Text>
      <UndoRedo />
      <div className={classes.spacer} />
      <DeviceSwitch />
      <div className={classes.spacer} />
      <SaveIndicator />
      {source.previewUrl ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconExternal size={14} />}
          loading={previewing}
          onClick={() => void preview()}
        >
          Preview
        </Button>
      ) : null}
      {source.sharePreview ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLink size={14} />}
          onClick={() => {
            // The link shows the saved draft: what is typed now is saved first.
            void autosaver.flush().then(() => source.sharePreview?.());
          }}
        >
          Share
        </Button>
      ) : null}
      {source.publish ? (
        <Button size="xs" loading={publishing} onClick={() => void publish()} data-testid="publish">
          Publish
        </Button>
      ) : null}
    </header>
  );
}
