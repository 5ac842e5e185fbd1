import type { Device } from '@tessera/document';
import type { Outcome } from '../model/editor.ts';

/**
 * How a field control writes. Paths are relative to the values the control is given (the node's
 * options, or a list item); `write` turns them into an option patch of the node. Typed input
 * coalesces into one undo step per field; drags (colour picker) run as one transaction between
 * begin and end. A context stays the same object while its node is selected and the device does
 * not change, so field controls memoised on their own value skip every other edit.
 */
export interface FieldContext {
  /** The node whose options are edited (uploads and text editing name it). */
  nodeId: string;
  /** The element type edited (uploads tell a gallery by it); null for containers and the theme. */
  elementKey: string | null;
  /** Absolute path of the values inside the node's options ('' at the top). */
  prefix: string;
  device: Device;
  write(path: string, value: unknown, how?: 'set' | 'typing'): Outcome;
  begin(label: string): void;
  end(): void;
}

export function joinPath(prefix: string, path: string): string {
  if (prefix === '') return path;
  return path === '' ? prefix : `${prefix}.${path}`;
}
