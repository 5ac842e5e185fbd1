import { useParams } from 'react-router';
import { courseArea, courseViewLink } from '../../api/courses.ts';
import { recordPreviewLink } from '../../api/design-records.ts';
import { useProfile } from '../../app/appContext.tsx';
import { SignedPreview } from '../pages/SignedPreview.tsx';

/**
 * SPEC §2 `/admin/courses/{courseId}/preview`: the course shown on the preview host of the sites
 * origin, never on the app's. Admins see the draft; an agency owner sees what was published, if
 * one of the agency's plans includes it. Guests are asked to sign in first.
 */
export function CoursePreviewScreen() {
  const { courseId = '' } = useParams();
  const admin = useProfile()?.role === 'Admin';
  return (
    <SignedPreview
      what="course"
      linkKey={`${courseId}:${admin ? 'draft' : 'published'}`}
      notFound="This course does not exist, or it is not published in one of your plans."
      fetchLink={(signal) =>
        admin ? recordPreviewLink(courseArea, courseId, signal) : courseViewLink(courseId, signal)
      }
    />
  );
}
