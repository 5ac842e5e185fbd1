import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type CourseListQuery, type CourseSummary, courseListQuery } from '@tessera/api-contract';
import { Link } from 'react-router';
import { useCourses } from '../../api/courses.ts';
import { IconPlus } from '../../ui/icons.tsx';
import { draftStatusColumn, lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { PublishedFilterControl, usePublishedFilter } from '../../ui/list/PublishedFilter.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { CourseActions } from './CourseActions.tsx';
import { CourseThumbnail } from './CourseThumbnail.tsx';
import { PlanNames } from './PlanPicker.tsx';
import { coursePaths } from './paths.ts';

type SortField = CourseListQuery['sort'];
const LIST = listSetup(courseListQuery);

/** SPEC §2 `/admin/courses`: the courses agencies get with their plans. */
export function CoursesScreen() {
  const state = useListState(LIST);
  const filter = usePublishedFilter();
  const list = useCourses({
    ...state.query,
    ...filter.query,
  } as Partial<CourseListQuery>);

  const columns: Column<CourseSummary, SortField>[] = [
    {
      id: 'title',
      header: 'Course',
      sortField: 'title',
      render: (course) => (
        <Group gap="sm" wrap="nowrap">
          <CourseThumbnail url={course.thumbnail_url} width={72} />
          <Stack gap={2}>
            <Anchor component={Link} to={coursePaths.edit(course.id)} size="sm" fw={600}>
              {course.title}
            </Anchor>
            {course.description ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {course.description}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ),
    },
    {
      id: 'plans',
      header: 'Plans',
      render: (course) => (
        <PlanNames plans={course.plans} whyItMatters="No agency sees a course that is in no plan." />
      ),
    },
    draftStatusColumn('The design changed since it was published: agencies still see the published copy.'),
    lastEditedColumn(),
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (course) => <CourseActions course={course} />,
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Courses"
        description="Lessons agencies get with their plans. An agency sees a course once it is published and in one of the agency's plans."
        actions={
          <Button component={Link} to={coursePaths.create} leftSection={<IconPlus size={16} />}>
            New course
          </Button>
        }
      />
      <ListPanel
        state={state}
        list={list}
        caption="Courses"
        columns={columns}
        empty={{
          title: 'No courses yet',
          description:
            'Create one, design its lessons, add it to plans and publish it: agencies on those plans see it.',
        }}
        filtered={state.params.search !== '' || filter.status !== 'all'}
        searchLabel="Search courses"
        filters={<PublishedFilterControl filter={filter} />}
      />
    </>
  );
}
