import type { DocumentNode } from '@tessera/document';
import { type ElementRegistry, parseDocumentWithRegistry } from '@tessera/elements';

/**
 * The nodes of a saved block: its section, or the first row of it for a row block. The content
 * comes from the server, which loaded it through the registry; it is loaded again here anyway,
 * as everything from outside the editor is.
 */
export function loadBlockNodes(
  content: unknown,
  kind: 'section' | 'row',
  registry: ElementRegistry,
): { nodes: DocumentNode[]; texts: Record<string, string> } {
  const parsed = parseDocumentWithRegistry(content, registry);
  if (!parsed.ok)
    throw new Error(`This block could not be loaded: ${parsed.issues[0]?.message ?? 'it is damaged.'}`);
  const section = parsed.document.sections[0];
  const node = kind === 'row' ? section?.rows[0] : section;
  if (!section || !node) throw new Error('This block is empty.');
  return { nodes: [node], texts: { ...(parsed.document.texts[section.id] ?? {}) } };
}
