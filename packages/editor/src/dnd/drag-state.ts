import type { SectionKind } from '@tessera/document';
import type { ElementKey } from '@tessera/elements';
import { createStore } from 'zustand/vanilla';
import type { DropTarget } from '../model/targets.ts';
import type { BlockRef } from '../services.ts';

/** What is being dragged. */
export type DragItem =
  | { source: 'element'; key: ElementKey; label: string }
  | { source: 'section'; kind?: SectionKind; label: string; menuId?: number | null }
  | { source: 'row'; layout: readonly number[]; label: string }
  | { source: 'block'; block: BlockRef; kind: 'section' | 'row'; label: string }
  | { source: 'node'; id: string; label: string };

/** Where the drop indicator is drawn, in canvas (iframe viewport) pixels. */
export interface IndicatorBox {
  top: number;
  left: number;
  width: number;
  height: number;
  /** `line`: a bar between two blocks; `box`: the container the item goes into. */
  shape: 'line' | 'box';
}

export interface DropState {
  target: DropTarget | null;
  indicator: IndicatorBox | null;
  /** Shown by the pointer: where the item goes, or why it cannot go there. */
  label: string;
  problem: string | null;
}

export interface DragState {
  item: DragItem | null;
  drop: DropState | null;
}

/** Only the drag chip and the indicator subscribe to this: a move never re-renders the page. */
export const createDragStore = () => createStore<DragState>(() => ({ item: null, drop: null }));
export type DragStore = ReturnType<typeof createDragStore>;
