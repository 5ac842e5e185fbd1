import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AgencyCourseListQuery, courseEndpoints } from '@tessera/api-contract';
import { call } from './call.ts';
import { type DocumentArea, useAreaKey } from './design-records.ts';

/** Courses (SPEC §2 `/admin/courses`, `/agency/courses`): a design record, and the agency's viewer. */
export const courseArea = { key: 'courses', endpoints: courseEndpoints } satisfies DocumentArea;

/** Every plan, for the plan pickers of courses and order pages. */
export function useCoursePlanOptions() {
  const key = useAreaKey(courseArea);
  return useQuery({
    queryKey: key('plans'),
    queryFn: async ({ signal }) => (await call(courseEndpoints.plans, {}, { signal })).data,
  });
}

/** A signed link showing the published course on the preview host (the agency owner). */
export function courseViewLink(id: number | string, signal?: AbortSignal) {
  return call(
    courseEndpoints.agencyViewLink,
    { params: { id } },
    { notify: false, ...(signal ? { signal } : {}) },
  ).then((r) => r.data);
}

export function useAgencyCourses(query: Partial<AgencyCourseListQuery>) {
  const key = useAreaKey(courseArea);
  return useQuery({
    queryKey: key('agency-list', query),
    queryFn: ({ signal }) => call(courseEndpoints.agencyList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAgencyCourse(id: number) {
  const key = useAreaKey(courseArea);
  return useQuery({
    queryKey: key('agency-one', id),
    queryFn: async ({ signal }) =>
      (await call(courseEndpoints.agencyGet, { params: { id } }, { notify: false, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/**
 * The signed link the course frame shows. Links last ten minutes; the frame keeps what it loaded,
 * and a later visit asks for a fresh one.
 */
export function useCourseViewLink(id: number, enabled: boolean) {
  const key = useAreaKey(courseArea);
  return useQuery({
    queryKey: key('view-link', id),
    queryFn: ({ signal }) => courseViewLink(id, signal),
    enabled: enabled && Number.isInteger(id) && id > 0,
    staleTime: 5 * 60 * 1000,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
