import { Alert, Button, Center, Group, Loader, Modal, Pagination, Text, TextInput } from '@mantine/core';
import { EDITOR_FILES_FIRST_PAGE, type EditorFile } from '@tessera/api-contract';
import { countOf } from '@tessera/document';
import { useEffect, useState } from 'react';
import { useEditor } from '../context.tsx';
import type { FilesPage } from '../services.ts';
import classes from '../ui/editor.module.css';
import { IconSearch } from '../ui/icons.tsx';

/** Files per page: the first page is the one the shared editor state already carries. */
export const FILES_PER_PAGE = EDITOR_FILES_FIRST_PAGE;
/** Typing settles this long before the search is sent. */
const SEARCH_DELAY_MS = 250;

type Load =
  | { state: 'loading'; shown: FilesPage | null }
  | { state: 'ready'; shown: FilesPage }
  | { state: 'failed'; message: string; shown: FilesPage | null };

/**
 * "Choose from the site's files": the site's uploads newest first, searched by name and paged
 * (the server's file list), in a grid of thumbnails. The first page shows at once from the
 * shared editor state, then is refreshed (an upload a moment ago is listed too).
 */
export function FilePicker({
  current,
  onPick,
  onClose,
}: {
  /** The field's URL now, marked in the grid. */
  current: string;
  onPick: (file: EditorFile) => void;
  onClose: () => void;
}) {
  const { services, data } = useEditor();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const first: FilesPage | null = data
    ? { items: data.files.items.slice(0, FILES_PER_PAGE), total: data.files.total }
    : null;
  const [load, setLoad] = useState<Load>({ state: 'loading', shown: first });

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` retries the request.
  useEffect(() => {
    const controller = new AbortController();
    setLoad((previous) => ({ state: 'loading', shown: previous.shown }));
    services
      .files({ search: query, page, perPage: FILES_PER_PAGE }, controller.signal)
      .then((shown) => !controller.signal.aborted && setLoad({ state: 'ready', shown }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad((previous) => ({
          state: 'failed',
          message: error instanceof Error ? error.message : 'The files could not be loaded.',
          shown: previous.shown,
        }));
      });
    return () => controller.abort();
  }, [services, query, page, attempt]);

  const shown = load.shown;
  const pages = shown ? Math.max(1, Math.ceil(shown.total / FILES_PER_PAGE)) : 1;
  return (
    <Modal
      opened
      onClose={onClose}
      title="Choose an image from this website’s files"
      size="xl"
      data-testid="file-picker"
    >
      <TextInput
        placeholder="Search files by name"
        aria-label="Search files"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
        mb="md"
      />
      {load.state === 'failed' ? (
        <Alert color="red" mb="md" title="The files could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{load.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => setAttempt((a) => a + 1)}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : null}
      {shown === null ? (
        <Center h={220}>
          <Loader />
        </Center>
      ) : shown.items.length === 0 && load.state !== 'loading' ? (
        <Center h={220} className={classes.empty}>
          {query
            ? `No file matches “${query}”.`
            : 'This website has no files yet. Upload an image with the Upload button, or on the website’s Files tab.'}
        </Center>
      ) : (
        <div
          className={classes.fileGrid}
          aria-busy={load.state === 'loading'}
          data-loading={load.state === 'loading' || undefined}
        >
          {shown.items.map((file) => (
            <button
              key={file.id}
              type="button"
              className={classes.fileTile}
              aria-label={`Choose ${file.name}`}
              aria-pressed={file.url === current}
              title={`${file.name} — ${file.width} × ${file.height}`}
              onClick={() => onPick(file)}
            >
              <img src={file.thumbnail_url || file.url} alt={file.alt} loading="lazy" />
              <span className={classes.fileName}>{file.name}</span>
              <span className={classes.fileSize}>
                {file.width} × {file.height}
              </span>
            </button>
          ))}
        </div>
      )}
      <Group justify="space-between" mt="md">
        <Text size="xs" c="dimmed">
          {shown ? countOf(shown.total, 'file') : ''}
          {load.state === 'loading' && shown ? ' · updating…' : ''}
        </Text>
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
      </Group>
    </Modal>
  );
}
