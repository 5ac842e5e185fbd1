import { Anchor, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type CourseDetail,
  type CourseStartFrom,
  createCourseBody,
  updateCourseBody,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCourse, useSaveCourse } from '../../api/courses.ts';
import { type Choice, ChoiceCards } from '../../ui/ChoiceCards.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { RecordEditFrame } from '../../ui/RecordEditFrame.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { CourseThumbnail } from './CourseThumbnail.tsx';
import { PlanPicker } from './PlanPicker.tsx';
import { coursePaths } from './paths.ts';

interface Values {
  title: string;
  description: string;
  thumbnail: string;
  plans: string[];
}

const START_CHOICES: Choice<CourseStartFrom>[] = [
  { value: 'blank', label: 'Blank', description: 'An empty page: build the lessons from scratch.' },
  {
    value: 'online-course',
    label: 'Sample course',
    description: 'Four lessons with videos, notes, checklists and questions, ready to rewrite.',
  },
];

function CourseForm({ course }: { course: CourseDetail | null }) {
  const navigate = useNavigate();
  const save = useSaveCourse(course?.id ?? null);
  const [values, setValues] = useState<Values>({
    title: course?.title ?? '',
    description: course?.description ?? '',
    thumbnail: course?.thumbnail_url ?? '',
    plans: (course?.plans ?? []).map((plan) => String(plan.id)),
  });
  const [startFrom, setStartFrom] = useState<CourseStartFrom>('blank');
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldOf: Record<keyof Values, string> = {
    title: 'title',
    description: 'description',
    thumbnail: 'thumbnail_url',
    plans: 'plan_ids',
  };
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [fieldOf[key]]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      title: values.title,
      description: values.description,
      thumbnail_url: values.thumbnail.trim() === '' ? null : values.thumbnail,
      plan_ids: values.plans.map(Number),
    };
    const shown = Object.values(fieldOf);
    if (course === null) {
      const parsed = createCourseBody.safeParse({ ...fields, start_from: startFrom });
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
      save.mutate(parsed.data, {
        // A new course goes straight to its design.
        onSuccess: (created) => navigate(coursePaths.design(created.id)),
        onError: (error) => setErrors(apiFieldErrors(error, shown)),
      });
      return;
    }
    const parsed = updateCourseBody.safeParse(fields);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
    save.mutate(parsed.data, {
      onSuccess: () => navigate(coursePaths.list),
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };

  const preview = values.thumbnail.trim();
  return (
    <Paper withBorder p="lg" maw={880}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput
            label="Title"
            description="What agencies see in their course list."
            required
            value={values.title}
            error={errors.title}
            maxLength={120}
            data-autofocus
            onChange={(event) => set('title', event.currentTarget.value)}
          />
          <Textarea
            label="Description"
            description="A sentence or two on what the course teaches."
            autosize
            minRows={2}
            maxLength={1000}
            value={values.description}
            error={errors.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          <Group align="flex-start" wrap="nowrap" gap="md">
            <TextInput
              style={{ flex: 1 }}
              label="Thumbnail URL"
              description="A 16:9 picture for the course lists: an https address or a path on this product."
              placeholder="https://…"
              value={values.thumbnail}
              error={errors.thumbnail_url}
              maxLength={2048}
              onChange={(event) => set('thumbnail', event.currentTarget.value)}
            />
            <div style={{ width: 128, paddingTop: 24 }}>
              <CourseThumbnail key={preview} url={preview === '' ? null : preview} width={128} />
            </div>
          </Group>
          <PlanPicker
            description="Agencies holding one of these plans see the course once it is published."
            value={values.plans}
            error={errors.plan_ids}
            onChange={(v) => set('plans', v)}
          />
          {course === null ? (
            <ChoiceCards
              label="Start from"
              value={startFrom}
              onChange={setStartFrom}
              choices={START_CHOICES}
              testIdPrefix="course-start-"
            />
          ) : null}
          <FormButtons cancelTo={coursePaths.list} saving={save.isPending}>
            {course === null ? 'Create and design' : 'Save course'}
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}

/** SPEC §2 `/admin/courses/create`. */
export function CourseCreateScreen() {
  return (
    <>
      <ScreenHeader
        title="New course"
        description="Name it, choose the plans that include it, then design its lessons."
      />
      <CourseForm course={null} />
    </>
  );
}

/** SPEC §2 `/admin/courses/{courseId}/edit`: title, description, thumbnail and plans. */
export function CourseEditScreen() {
  const { courseId } = useParams();
  const id = Number(courseId);
  const course = useCourse(id);
  return (
    <RecordEditFrame
      title="Edit course"
      description="The lessons themselves are edited in the designer."
      actions={
        <Anchor component={Link} to={coursePaths.design(id)}>
          Design the lessons
        </Anchor>
      }
      noun="course"
      listPath={coursePaths.list}
      invalid={!Number.isInteger(id) || id <= 0}
      record={course}
      form={(data) => <CourseForm key={data.id} course={data} />}
    />
  );
}
