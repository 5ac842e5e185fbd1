import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AgencyCourseListQuery,
  agencyCourseListResponse,
  agencyCourseResponse,
  type CourseListQuery,
  type CreateCourseBody,
  courseDetailResponse,
  courseListResponse,
  coursePlanOptionsResponse,
  previewLinkResponse,
  type UpdateCourseBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { useDesignedRecordActions } from './designed-records.ts';
import { userKey } from './keys.ts';

/** Courses (SPEC §2 `/admin/courses`, `/agency/courses`): admin CRUD and the agency's viewer. */
export function coursesKey(epoch: number, ...parts: readonly unknown[]) {
  return userKey(epoch, 'courses', ...parts);
}

function useInvalidateCourses() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: coursesKey(epoch) });
}

export function useCourses(query: Partial<CourseListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: coursesKey(epoch, 'list', query),
    queryFn: ({ signal }) => apiRequest('/admin-courses', { query, schema: courseListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCourse(id: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: coursesKey(epoch, 'one', id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/admin-courses/${id}`, { schema: courseDetailResponse, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Every plan, for the course form's plan picker. */
export function useCoursePlanOptions() {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: coursesKey(epoch, 'plans'),
    queryFn: async ({ signal }) =>
      (await apiRequest('/admin-courses/plans', { schema: coursePlanOptionsResponse, signal })).data,
  });
}

export function useSaveCourse(id: number | null) {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: async (body: CreateCourseBody | UpdateCourseBody) =>
      (
        await apiRequest(id === null ? '/admin-courses' : `/admin-courses/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
          schema: courseDetailResponse,
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

/** The row actions of the admin list; each refreshes every course query. */
export function useCourseActions() {
  return useDesignedRecordActions('/admin-courses', courseDetailResponse, useInvalidateCourses());
}

/** A signed link showing the course's draft on the preview host (admins). */
export function coursePreviewLink(id: number | string, signal?: AbortSignal) {
  return apiRequest(`/admin-courses/${encodeURIComponent(String(id))}/preview-link`, {
    method: 'POST',
    schema: previewLinkResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}

/** A signed link showing the published course on the preview host (the agency owner). */
export function courseViewLink(id: number | string, signal?: AbortSignal) {
  return apiRequest(`/agency-courses/${encodeURIComponent(String(id))}/view-link`, {
    method: 'POST',
    schema: previewLinkResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}

export function useAgencyCourses(query: Partial<AgencyCourseListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: coursesKey(epoch, 'agency-list', query),
    queryFn: ({ signal }) =>
      apiRequest('/agency-courses', { query, schema: agencyCourseListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAgencyCourse(id: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: coursesKey(epoch, 'agency-one', id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/agency-courses/${id}`, { schema: agencyCourseResponse, notify: false, signal }))
        .data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/**
 * The signed link the course frame shows. Links last ten minutes; the frame keeps what it loaded,
 * and a later visit asks for a fresh one.
 */
export function useCourseViewLink(id: number, enabled: boolean) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: coursesKey(epoch, 'view-link', id),
    queryFn: ({ signal }) => courseViewLink(id, signal),
    enabled: enabled && Number.isInteger(id) && id > 0,
    staleTime: 5 * 60 * 1000,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
