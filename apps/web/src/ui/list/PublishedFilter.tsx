import { SegmentedControl } from '@mantine/core';
import { useSearchParams } from 'react-router';

export type PublishedStatus = 'all' | 'published' | 'drafts';

export interface PublishedFilter {
  status: PublishedStatus;
  /** The list query's `published` parameter for this status (none for all). */
  query: { published?: 'true' | 'false' };
  set: (status: string) => void;
}

/**
 * The published/drafts filter of a list of publishable records. It lives in the URL (`status`)
 * next to the list's own parameters, and choosing one goes back to the first page.
 */
export function usePublishedFilter(): PublishedFilter {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: PublishedStatus = raw === 'published' || raw === 'drafts' ? raw : 'all';
  return {
    status,
    query: status === 'all' ? {} : { published: status === 'published' ? 'true' : 'false' },
    set: (next) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'all') out.delete('status');
        else out.set('status', next);
        out.delete('page');
        return out;
      }),
  };
}

/** The filter's control, for a list's filter slot. */
export function PublishedFilterControl({ filter }: { filter: PublishedFilter }) {
  return (
    <SegmentedControl
      aria-label="Status"
      value={filter.status}
      onChange={filter.set}
      data={[
        { value: 'all', label: 'All' },
        { value: 'published', label: 'Published' },
        { value: 'drafts', label: 'Drafts' },
      ]}
    />
  );
}
