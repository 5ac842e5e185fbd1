import { sampleMediaUrl } from '@tessera/document';
import type { Database } from '../../db/client.ts';
import { coursePlans, courses } from '../../db/schema/courses.ts';
import { plansByNames } from '../billing/plans.ts';
import { courseStartDocument } from './service.ts';

export const DEMO_COURSE_TITLE = 'Local Lead Generation Bootcamp';

/**
 * The demo's course: published from the sample course document and included in the demo
 * agency's plan, so a fresh start shows it to the demo agency owner under Courses.
 */
export async function seedDemoCourse(
  db: Pick<Database, 'select' | 'insert'>,
  options: { planName: string; adminId: number },
): Promise<void> {
  const [plan] = await plansByNames(db, [options.planName]);
  if (!plan) throw new Error(`The demo course needs the plan ${options.planName}.`);
  const document = courseStartDocument('online-course');
  const [course] = await db
    .insert(courses)
    .values({
      title: DEMO_COURSE_TITLE,
      description:
        'Four short lessons on filling a local business’s calendar: find where leads leak, fix the page, buy the right clicks and report results.',
      thumbnailUrl: sampleMediaUrl('agency', 'team-whiteboard.webp'),
      document,
      published: true,
      publishedDocument: document,
      publishedVersion: 1,
      publishedAt: new Date(),
      createdBy: options.adminId,
    })
    .returning({ id: courses.id });
  await db.insert(coursePlans).values({ courseId: course!.id, planId: plan.id });
}
