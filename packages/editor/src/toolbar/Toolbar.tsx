import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Menu,
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
import type { PanelSide } from '../model/ui-state.ts';
import { percent, scaleOf, ZOOM_STEPS, zoomLabel } from '../model/zoom.ts';
import type { SaveState } from '../persistence/autosave.ts';
import type { GatedAction, GatedControl } from '../services.ts';
import classes from '../ui/editor.module.css';
import {
  IconAlert,
  IconBack,
  IconCheck,
  IconChevronDown,
  IconCloudOff,
  IconDesktop,
  IconExternal,
  IconLink,
  IconMinus,
  IconMobile,
  IconPanelLeft,
  IconPanelRight,
  IconPlus,
  IconRedo,
  IconTablet,
  IconUndo,
} from '../ui/icons.tsx';
import { openPreview } from './open-preview.ts';

/** Zooms the menu offers besides fit. */
const MENU_ZOOMS = ZOOM_STEPS.filter((step) => [0.5, 0.75, 1, 1.25, 1.5, 2].includes(step));

/** Zoom out, the zoom shown (a menu of zooms), zoom in. */
function ZoomControl() {
  const { engine } = useEditor();
  const zoom = useUi((s) => s.zoom);
  const fit = useUi((s) => s.fitScale);
  const scale = scaleOf(zoom, fit);
  return (
    <Group gap={2} wrap="nowrap" data-testid="zoom-control">
      <Tooltip label="Zoom out (Ctrl −)" withinPortal>
        <ActionIcon
          variant="subtle"
          size="md"
          aria-label="Zoom out"
          onClick={() => runCommand(engine, 'zoomOut', {})}
        >
          <IconMinus size={16} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            rightSection={<IconChevronDown size={14} />}
            aria-label={`Zoom: ${zoomLabel(zoom, fit)}`}
            data-testid="zoom-menu"
            data-scale={scale}
            style={{ minWidth: 96 }}
          >
            {zoomLabel(zoom, fit)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => runCommand(engine, 'zoomToFit', {})} rightSection="Ctrl 0">
            Fit ({percent(fit)})
          </Menu.Item>
          <Menu.Divider />
          {MENU_ZOOMS.map((step) => (
            <Menu.Item key={step} onClick={() => runCommand(engine, 'setZoom', { zoom: step })}>
              {percent(step)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Tooltip label="Zoom in (Ctrl +)" withinPortal>
        <ActionIcon
          variant="subtle"
          size="md"
          aria-label="Zoom in"
          onClick={() => runCommand(engine, 'zoomIn', {})}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const PANEL_NAMES: Record<PanelSide, string> = { left: 'add and arrange panel', right: 'settings panel' };

/** Shows or hides one side panel; the choice is remembered for the user (see EditorShell). */
function PanelToggle({ side }: { side: PanelSide }) {
  const { engine } = useEditor();
  const open = useUi((s) => s.panels[side]);
  const label = `${open ? 'Hide' : 'Show'} the ${PANEL_NAMES[side]}`;
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant={open ? 'light' : 'subtle'}
        size="lg"
        aria-label={label}
        aria-pressed={open}
        data-testid={`toggle-${side}-panel`}
        onClick={() => runCommand(engine, 'togglePanel', { side })}
      >
        {side === 'left' ? <IconPanelLeft /> : <IconPanelRight />}
      </ActionIcon>
    </Tooltip>
  );
}

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

export function Toolbar({ settingsPanel = true }: { settingsPanel?: boolean }) {
  const { services, source, autosaver } = useEditor();
  const [publishing, setPublishing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  // SPEC §6: a control the user lacks the permission for shows the app's gate (disabled look, tooltip).
  const gated = (action: GatedAction, control: GatedControl) =>
    services.gate ? services.gate(action, control) : control;

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
    setPreviewing(true);
    // The preview shows the saved draft: what is on screen is saved first.
    await openPreview(source, services.notify, () => autosaver.flush());
    setPreviewing(false);
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
      <PanelToggle side="left" />
      <Text className={classes.toolbarTitle} title={source.title}>
        {source.title}
      </Text>
      <UndoRedo />
      <div className={classes.spacer} />
      <DeviceSwitch />
      <ZoomControl />
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
      {source.publish
        ? gated(
            'publish',
            <Button size="xs" loading={publishing} onClick={() => void publish()} data-testid="publish">
              Publish
            </Button>,
          )
        : null}
      {settingsPanel ? <PanelToggle side="right" /> : null}
    </header>
  );
}
