import { Alert, Anchor, Box, Button, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAgencyCourse, useCourseViewLink } from '../../api/courses.ts';
import { describeError, isApiError } from '../../api/errors.ts';
import { IconAlert, IconExternal } from '../../ui/icons.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { coursePaths } from './paths.ts';

/**
 * What the course frame may do. The course is a published page with its islands (videos, FAQs,
 * countdowns): scripts run, the page keeps its own origin (the preview host, never the app's, so
 * it can reach its assets and nothing of the app), and links meant for a new tab open one. It
 * cannot navigate this app's window.
 */
export const COURSE_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

function notAvailable(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}

/** The rendered course in a frame from its signed link, with its own loading and error states. */
function CourseFrame({ courseId, title }: { courseId: number; title: string }) {
  const link = useCourseViewLink(courseId, true);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  if (link.error) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlert />}
        title="The course could not be opened"
        role="alert"
      >
        <Text size="sm" mb="sm">
          {notAvailable(link.error)
            ? 'This course is no longer available to your agency.'
            : describeError(link.error)}
        </Text>
        <Button size="xs" variant="white" color="red" onClick={() => link.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const url = link.data?.url;
  const loading = !url || loadedUrl !== url;
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        {url ? (
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              <IconExternal size={14} />
              Open in a new tab
            </Group>
          </Anchor>
        ) : null}
      </Group>
      <Box
        pos="relative"
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          background: 'var(--mantine-color-body)',
        }}
      >
        {loading ? (
          <Stack
            align="center"
            justify="center"
            gap="sm"
            pos="absolute"
            inset={0}
            bg="var(--mantine-color-body)"
            role="status"
            style={{ zIndex: 1 }}
          >
            <Loader />
            <Text c="dimmed" size="sm">
              Loading the course…
            </Text>
          </Stack>
        ) : null}
        {url ? (
          <iframe
            key={url}
            src={url}
            title={`Course: ${title}`}
            sandbox={COURSE_FRAME_SANDBOX}
            allow="fullscreen; autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="no-referrer"
            onLoad={() => setLoadedUrl(url)}
            data-testid="course-frame"
            style={{ display: 'block', width: '100%', height: 'max(560px, calc(100vh - 280px))', border: 0 }}
          />
        ) : (
          <Box h={560} />
        )}
      </Box>
    </Stack>
  );
}

/** SPEC §2 `/agency/courses/{courseId}`: one course of the agency's plans, rendered on the preview host. */
export function AgencyCourseScreen() {
  const { courseId } = useParams();
  const id = Number(courseId);
  const valid = Number.isInteger(id) && id > 0;
  const course = useAgencyCourse(id);

  if (!valid || course.error) {
    return (
      <>
        <ScreenHeader title="Course" />
        <Alert
          color="red"
          variant="light"
          icon={<IconAlert />}
          title="This course cannot be opened"
          role="alert"
        >
          {!valid || notAvailable(course.error)
            ? 'This course does not exist, or none of your plans includes it.'
            : describeError(course.error)}{' '}
          <Anchor component={Link} to={coursePaths.agencyList}>
            Back to your courses
          </Anchor>
        </Alert>
      </>
    );
  }
  if (!course.data) {
    return (
      <Stack gap="md">
        <Skeleton h={32} w="40%" />
        <Skeleton h={16} w="70%" />
        <Skeleton h={560} radius="md" />
      </Stack>
    );
  }
  const data = course.data;
  return (
    <>
      <ScreenHeader
        title={data.title}
        {...(data.description ? { description: data.description } : {})}
        actions={
          <Button variant="default" component={Link} to={coursePaths.agencyList}>
            All courses
          </Button>
        }
      />
      <Paper p={0} bg="transparent">
        <CourseFrame courseId={data.id} title={data.title} />
      </Paper>
    </>
  );
}
