import { courseArea } from '../../api/courses.ts';
import type { RecordKind } from '../design-records/kind.ts';
import { coursePaths } from './paths.ts';

/** Courses as a design-record kind: the lessons agencies get with their plans. */
export const courseKind: RecordKind<typeof courseArea> = {
  area: courseArea,
  noun: 'course',
  param: 'courseId',
  titleField: 'title',
  publishing: 'draft',
  shareKind: 'course',
  paths: coursePaths,
  says: {
    list: "Lessons agencies get with their plans. An agency sees a course once it is published and in one of the agency's plans.",
    empty: 'Create one, design its lessons, add it to plans and publish it: agencies on those plans see it.',
    create: 'Name it, choose the plans that include it, then design its lessons.',
    edit: 'The lessons themselves are edited in the designer.',
  },
  details: { label: 'Details and plans' },
  designLink: 'Design the lessons',
};
