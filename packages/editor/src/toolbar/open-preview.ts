import type { DocumentSource, EditorServices } from '../services.ts';

/**
 * Opens the design's preview in a new tab. The tab is opened at once, during the click, so the
 * browser allows it, and pointed at the preview once its signed link is known (after `before`,
 * the save of what is on screen). A failure closes the tab and says why.
 */
export async function openPreview(
  source: DocumentSource,
  notify: EditorServices['notify'],
  before?: () => Promise<unknown>,
): Promise<void> {
  if (!source.previewUrl) return;
  const tab = window.open('about:blank', '_blank');
  try {
    await before?.();
    const url = await source.previewUrl();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    }
  } catch (error) {
    tab?.close();
    notify('error', error instanceof Error ? error.message : 'The preview could not be opened.');
  }
}
