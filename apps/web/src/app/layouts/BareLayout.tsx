import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenLoader } from '../../ui/FullPageSpinner.tsx';

/** Hosts child routes and nothing else (SPEC §2 layouts). */
export function BareLayout() {
  return (
    <Suspense fallback={<ScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}
