import { Badge, Card, EmptyState, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AgencyCourse, agencyCourseListQuery } from '@tessera/api-contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAgencyCourses } from '../../api/courses.ts';
import { formatDate } from '../../ui/format.ts';
import { IconBook } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { ListFooter } from '../../ui/list/ListTable.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { SearchField } from '../../ui/list/SearchField.tsx';
import { useClampPage, useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { SkeletonGrid } from '../../ui/SkeletonGrid.tsx';
import { CourseThumbnail } from './CourseThumbnail.tsx';
import { coursePaths } from './paths.ts';

const LIST = listSetup(agencyCourseListQuery, { perPage: 12 });

/** The sort choices, as one select: the list's field and direction together. */
const SORTS = [
  { value: 'title:asc', label: 'Title, A to Z' },
  { value: 'title:desc', label: 'Title, Z to A' },
  { value: 'published_at:desc', label: 'Newest first' },
  { value: 'published_at:asc', label: 'Oldest first' },
] as const;

function CourseCard({ course }: { course: AgencyCourse }) {
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      component={Link}
      to={coursePaths.agencyView(course.id)}
      aria-label={`Open ${course.title}`}
      data-testid="course-card"
    >
      <CourseThumbnail url={course.thumbnail_url} />
      <Stack gap={6} p="md">
        <Text fw={600} lineClamp={2}>
          {course.title}
        </Text>
        {course.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {course.description}
          </Text>
        ) : null}
        <Group gap={6} mt={4}>
          {course.plans.map((plan) => (
            <Badge key={plan} variant="light" size="sm" tt="none">
              {plan}
            </Badge>
          ))}
          <Text size="xs" c="dimmed">
            Published {formatDate(course.published_at)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** SPEC §2 `/agency/courses`: the courses the agency's plans include. */
export function AgencyCoursesScreen() {
  const state = useListState(LIST);
  const list = useAgencyCourses(state.query);
  const { params, update, perPage } = state;
  const total = list.data?.meta.total;
  useClampPage(params.page, total, perPage, (page) => update({ page }));
  const rows = list.data?.data;
  const filtered = params.search !== '';

  let body: ReactNode;
  if (list.error && !rows) {
    body = (
      <LoadError title="Your courses could not be loaded" error={list.error} onRetry={() => list.refetch()} />
    );
  } else if (!rows) {
    body = <SkeletonGrid cols={{ base: 1, sm: 2, lg: 3 }} height={280} cardTestId="skeleton-card" />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        py="xl"
        icon={<IconBook size={28} />}
        withIndicatorBackground
        title={filtered ? 'No results' : 'No courses yet'}
        description={
          filtered
            ? 'No course matches your search. Try other words.'
            : 'Courses come with plans: when your plan includes a course, it shows here. See your subscription for the plans on offer.'
        }
      />
    );
  } else {
    body = (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        aria-busy={list.isPlaceholderData}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        {rows.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <ScreenHeader title="Courses" description="Lessons included in your plans. Open one to watch it." />
      <Paper withBorder p="md">
        <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
          <SearchField
            label="Search courses"
            value={params.search}
            onCommit={(search) => update({ search })}
          />
          <Select
            aria-label="Sort courses"
            data={SORTS.map((sort) => ({ ...sort }))}
            value={`${params.sort}:${params.order}`}
            onChange={(value) => {
              if (!value) return;
              const [sort, order] = value.split(':') as [typeof params.sort, typeof params.order];
              update({ sort, order });
            }}
            allowDeselect={false}
            w={200}
          />
        </Group>
        {body}
        <ListFooter page={params.page} perPage={perPage} total={total} onPage={(page) => update({ page })} />
      </Paper>
    </>
  );
}
