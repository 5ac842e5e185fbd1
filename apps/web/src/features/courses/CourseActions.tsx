import type { CourseSummary } from '@tessera/api-contract';
import { RecordRowMenu } from '../design-records/RecordRowMenu.tsx';
import { courseKind } from './kind.ts';

/** The actions of one row of the admin course list. */
export function CourseActions({ course }: { course: CourseSummary }) {
  return (
    <RecordRowMenu
      kind={courseKind}
      record={course}
      deleteText={
        <>
          The course, its lessons and its place in {course.plans.length === 1 ? 'its plan' : 'every plan'} are
          removed
          {course.published ? ', and agencies can no longer open it' : ''}. This cannot be undone.
        </>
      }
    />
  );
}
