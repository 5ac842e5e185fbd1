import { recordPaths } from '../design-records/kind.ts';

/** Where the course screens live (SPEC §2 admin `courses`, agency `courses`, the public preview). */
export const coursePaths = {
  ...recordPaths('/admin/courses', 'design'),
  agencyList: '/agency/courses',
  agencyView: (id: number) => `/agency/courses/${id}`,
};
