import { useParams } from 'react-router';
import { type DocumentArea, recordPreviewLink } from '../../api/design-records.ts';
import { SignedPreview } from '../pages/SignedPreview.tsx';
import type { RecordKind } from './kind.ts';

/**
 * The public preview route of a record with a page document: the record shown on the preview host
 * of the sites origin, never on the app's. Admins see the draft; others what the kind lets them
 * see, as published. Guests are asked to sign in first.
 */
export function RecordPreviewScreen({
  kind,
  notFound,
}: {
  kind: RecordKind<DocumentArea>;
  notFound: string;
}) {
  const id = useParams()[kind.param] ?? '';
  return (
    <SignedPreview
      what={kind.noun}
      linkKey={id}
      notFound={notFound}
      fetchLink={(signal) => recordPreviewLink(kind.area, id, signal)}
    />
  );
}
