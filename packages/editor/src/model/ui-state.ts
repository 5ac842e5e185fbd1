import { DEFAULT_DEVICE, type Device } from '@tessera/document';
import type { Zoom } from './zoom.ts';

export type LeftPanel = 'add' | 'layers' | 'popups' | 'theme';

/** The two side panels: add and arrange (left), settings (right). */
export type PanelSide = 'left' | 'right';

/**
 * What the editor shows, apart from the document: never part of history and never saved. SPEC §4:
 * device, popup state and editor values are reset on leaving the editor (a new editor starts
 * from `initialUiState`).
 */
export interface UiState {
  selectedId: string | null;
  hoveredId: string | null;
  device: Device;
  /** The popup shown on the canvas; it stays open while its content is edited (SPEC §4). */
  openPopupId: string | null;
  /** The text element whose inline editor is active. */
  editingTextId: string | null;
  leftPanel: LeftPanel;
  /** SPEC §4: an uploading flag per element and value key (`${elementId}:${valueKey}`). */
  uploading: Readonly<Record<string, boolean>>;
  /** The section or row the "save block" container is open for. */
  saveBlockId: string | null;
  /** The canvas zoom the user chose ('fit' until they choose one). */
  zoom: Zoom;
  /** The scale at which the device width fits the space the canvas has (measured by the canvas). */
  fitScale: number;
  /** Which side panels are shown (the user's choice, kept per user by the app). */
  panels: Readonly<Record<PanelSide, boolean>>;
}

export function initialUiState(): UiState {
  return {
    selectedId: null,
    hoveredId: null,
    device: DEFAULT_DEVICE,
    openPopupId: null,
    editingTextId: null,
    leftPanel: 'add',
    uploading: {},
    saveBlockId: null,
    zoom: 'fit',
    fitScale: 1,
    panels: { left: true, right: true },
  };
}

export function uploadKey(elementId: string, valueKey: string): string {
  return `${elementId}:${valueKey}`;
}
