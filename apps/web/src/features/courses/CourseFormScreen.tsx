import { Group } from '@mantine/core';
import type { CourseDetail, CourseStartFrom } from '@tessera/api-contract';
import { type Choice, ChoiceCards } from '../../ui/ChoiceCards.tsx';
import {
  RecordDescriptionField,
  RecordFormPanel,
  RecordNameField,
  RecordTextField,
  recordFormScreens,
  useRecordForm,
} from '../design-records/RecordForm.tsx';
import { CourseThumbnail } from './CourseThumbnail.tsx';
import { courseKind } from './kind.ts';
import { PlanPicker } from './PlanPicker.tsx';

const START_CHOICES: Choice<CourseStartFrom>[] = [
  { value: 'blank', label: 'Blank', description: 'An empty page: build the lessons from scratch.' },
  {
    value: 'online-course',
    label: 'Sample course',
    description: 'Four lessons with videos, notes, checklists and questions, ready to rewrite.',
  },
];

/** A course's title, description, thumbnail and plans; a new one's start too. */
function CourseForm({ record: course }: { record: CourseDetail | null }) {
  const form = useRecordForm({
    kind: courseKind,
    record: course,
    initial: {
      title: course?.title ?? '',
      description: course?.description ?? '',
      thumbnail: course?.thumbnail_url ?? '',
      plans: (course?.plans ?? []).map((plan) => String(plan.id)),
      startFrom: 'blank' as CourseStartFrom,
    },
    fieldOf: { title: 'title', description: 'description', thumbnail: 'thumbnail_url', plans: 'plan_ids' },
    body: (values, isNew) => ({
      title: values.title,
      description: values.description,
      thumbnail_url: values.thumbnail.trim() === '' ? null : values.thumbnail,
      plan_ids: values.plans.map(Number),
      ...(isNew ? { start_from: values.startFrom } : {}),
    }),
  });
  const preview = form.values.thumbnail.trim();
  return (
    <RecordFormPanel form={form} submitLabel={form.isNew ? 'Create and design' : 'Save course'}>
      <RecordNameField form={form} description="What agencies see in their course list." />
      <RecordDescriptionField
        form={form}
        description="A sentence or two on what the course teaches."
        max={1000}
      />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <RecordTextField
          form={form}
          name="thumbnail"
          label="Thumbnail URL"
          description="A 16:9 picture for the course lists: an https address or a path on this product."
          placeholder="https://…"
          max={2048}
          flex
        />
        <div style={{ width: 128, paddingTop: 24 }}>
          <CourseThumbnail key={preview} url={preview === '' ? null : preview} width={128} />
        </div>
      </Group>
      <PlanPicker
        description="Agencies holding one of these plans see the course once it is published."
        value={form.values.plans}
        error={form.errors.plan_ids}
        onChange={(value) => form.set('plans', value)}
      />
      {form.isNew ? (
        <ChoiceCards
          label="Start from"
          value={form.values.startFrom}
          onChange={(value) => form.set('startFrom', value)}
          choices={START_CHOICES}
          testIdPrefix="course-start-"
        />
      ) : null}
    </RecordFormPanel>
  );
}

/** SPEC §2 `/admin/courses/create` and `/admin/courses/{courseId}/edit`. */
export const { CreateScreen: CourseCreateScreen, EditScreen: CourseEditScreen } = recordFormScreens(
  courseKind,
  CourseForm,
);
