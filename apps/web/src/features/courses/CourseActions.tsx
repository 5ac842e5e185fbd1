import type { CourseSummary } from '@tessera/api-contract';
import { recordRowMenu } from '../design-records/RecordRowMenu.tsx';
import { courseKind } from './kind.ts';

/** The actions of one row of the admin course list. */
export const CourseActions = recordRowMenu(courseKind, (course: CourseSummary) => ({
  deleteText: (
    <>
      The course, its lessons and its place in {course.plans.length === 1 ? 'its plan' : 'every plan'} are
      removed
      {course.published ? ', and agencies can no longer open it' : ''}. This cannot be undone.
    </>
  ),
}));
