import { type CourseListQuery, type CourseSummary, courseListQuery } from '@tessera/api-contract';
import { draftStatusColumn, lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { actionsColumn, nameColumn, RecordListScreen } from '../design-records/RecordList.tsx';
import { CourseActions } from './CourseActions.tsx';
import { CourseThumbnail } from './CourseThumbnail.tsx';
import { courseKind } from './kind.ts';
import { PlanNames } from './PlanPicker.tsx';
import { coursePaths } from './paths.ts';

const LIST = listSetup(courseListQuery);

const COLUMNS: Column<CourseSummary, CourseListQuery['sort']>[] = [
  nameColumn<CourseSummary, 'title'>({
    header: 'Course',
    sortField: 'title',
    to: coursePaths.edit,
    picture: (course) => <CourseThumbnail url={course.thumbnail_url} width={72} />,
  }),
  {
    id: 'plans',
    header: 'Plans',
    render: (course) => (
      <PlanNames plans={course.plans} whyItMatters="No agency sees a course that is in no plan." />
    ),
  },
  draftStatusColumn('The design changed since it was published: agencies still see the published copy.'),
  lastEditedColumn(),
  actionsColumn((course) => <CourseActions record={course} />),
];

/** SPEC §2 `/admin/courses`: the courses agencies get with their plans. */
export function CoursesScreen() {
  return <RecordListScreen kind={courseKind} list={LIST} columns={COLUMNS} />;
}
