import { Menu, Text } from '@mantine/core';
import type { CourseSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCourseActions } from '../../api/courses.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconCopy, IconExternal, IconPencil, IconTrash, IconWorld } from '../../ui/icons.tsx';
import { RowMenu } from '../../ui/list/RowActions.tsx';
import { coursePaths } from './paths.ts';

/** The actions of one row of the admin course list. */
export function CourseActions({ course }: { course: CourseSummary }) {
  const navigate = useNavigate();
  const actions = useCourseActions();
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <RowMenu label={`Actions for ${course.title}`}>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => navigate(coursePaths.design(course.id))}
        >
          Design
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => navigate(coursePaths.edit(course.id))}
        >
          Details and plans
        </Menu.Item>
        <Menu.Item
          leftSection={<IconExternal size={16} />}
          component="a"
          href={coursePaths.preview(course.id)}
          target="_blank"
          rel="noopener"
        >
          Preview draft
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconWorld size={16} />}
          onClick={() => actions.publish.mutate({ id: course.id, published: true })}
        >
          {course.published ? 'Publish changes' : 'Publish'}
        </Menu.Item>
        {course.published ? (
          <Menu.Item onClick={() => actions.publish.mutate({ id: course.id, published: false })}>
            Unpublish
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.clone.mutate(course.id)}>
          Clone
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
          Delete
        </Menu.Item>
      </RowMenu>
      <ConfirmModal
        opened={deleting}
        title={`Delete “${course.title}”?`}
        confirmLabel="Delete course"
        loading={actions.remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => actions.remove.mutate(course.id, { onSuccess: () => setDeleting(false) })}
      >
        <Text size="sm">
          The course, its lessons and its place in {course.plans.length === 1 ? 'its plan' : 'every plan'} are
          removed
          {course.published ? ', and agencies can no longer open it' : ''}. This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}
