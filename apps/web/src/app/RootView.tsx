import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useConfigQuery } from '../api/config.ts';
import { isSwallowed } from '../api/errors.ts';
import { useProfileQuery } from '../api/profile.ts';
import { endSessionLocally } from '../api/session.ts';
import { AppUnavailable } from '../features/system/AppUnavailable.tsx';
import { HostNotFound } from '../features/system/HostNotFound.tsx';
import { Maintenance } from '../features/system/Maintenance.tsx';
import { NoAccessScreen } from '../features/system/NoAccessScreen.tsx';
import { authStore, useAuth } from '../state/authStore.ts';
import { FullPageSpinner } from '../ui/FullPageSpinner.tsx';
import { type AuthSnapshot, decideAccess, roleHome } from './access.ts';
import { type AppSession, AppSessionContext } from './appContext.tsx';
import { GlobalSpinner } from './GlobalSpinner.tsx';
import { MainShell } from './layouts/MainShell.tsx';
import { PromoModal } from './PromoModal.tsx';
import { useAutoLogin } from './useAutoLogin.ts';
import { useDocumentHead } from './useDocumentHead.ts';
import { useScrollOnNavigate } from './useScrollOnNavigate.ts';
import { VideoPopup } from './VideoPopup.tsx';

/**
 * Applies the one guard to wherever the address bar points, before any screen renders. After
 * an identity switch it first goes to the switch's landing, then guards that as any other page.
 */
function AccessGate({ auth }: { auth: AuthSnapshot }) {
  const { pathname, search, hash, key } = useLocation();
  const landing = useAuth((s) => s.landing);
  const keyWhenLandingSet = useRef<string | null>(null);

  // The landing is reached once the location has changed since it was set.
  useEffect(() => {
    if (landing === null) {
      keyWhenLandingSet.current = null;
    } else if (keyWhenLandingSet.current === null) {
      keyWhenLandingSet.current = key;
    } else if (keyWhenLandingSet.current !== key) {
      authStore.getState().arrive();
    }
  }, [landing, key]);

  if (landing !== null && (keyWhenLandingSet.current === null || keyWhenLandingSet.current === key)) {
    return <Navigate to={landing} replace />;
  }
  const decision = decideAccess({ path: `${pathname}${search}${hash}`, auth });
  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  if ('deny' in decision && auth.role) {
    // Said in the app layout, with the caller's side bar and a way back.
    return (
      <MainShell>
        <NoAccessScreen
          what={`“${decision.deny.screen}”`}
          ask={
            decision.deny.remedy === 'create-websites'
              ? 'the right to create websites'
              : 'access to this screen'
          }
          back={{ to: roleHome[auth.role], label: 'Back to websites' }}
        />
      </MainShell>
    );
  }
  return <Outlet />;
}

/** SPEC §2 root view behaviour. */
export function RootView() {
  useScrollOnNavigate();
  const queryClient = useQueryClient();
  const token = useAuth((s) => s.token);
  const config = useConfigQuery();
  const autoLoginRunning = useAutoLogin();
  const profile = useProfileQuery();

  const hostUnknown = config.data?.status === 'unknown-host';
  const appConfig = config.data?.status === 'ok' ? config.data.config : null;
  useDocumentHead(appConfig?.whitelabel ?? null, hostUnknown ? 'Page not found' : undefined);

  // SPEC §8: a failed profile fetch logs the user out (a 401 has already done so).
  const profileFailed = profile.isError && !isSwallowed(profile.error);
  useEffect(() => {
    if (profileFailed) endSessionLocally(queryClient);
  }, [profileFailed, queryClient]);

  const signedInProfile = token ? (profile.data ?? null) : null;
  const session = useMemo<AppSession | null>(
    () => (appConfig ? { config: appConfig, profile: signedInProfile } : null),
    [appConfig, signedInProfile],
  );

  if (config.isPending) return <FullPageSpinner />;
  if (hostUnknown) return <HostNotFound />;
  if (!session) return <AppUnavailable onRetry={() => void config.refetch()} />;
  if (session.config.maintenance) return <Maintenance whitelabel={session.config.whitelabel} />;
  if (autoLoginRunning || (token && !signedInProfile)) return <FullPageSpinner />;

  const auth: AuthSnapshot = {
    // The profile, not the stored login answer, is the fresher word on the role.
    role: signedInProfile?.role ?? null,
    blocked: signedInProfile?.blocked ?? false,
    canCreateLanding: signedInProfile?.can_create_landing ?? false,
  };

  return (
    <AppSessionContext.Provider value={session}>
      <AccessGate auth={auth} />
      <GlobalSpinner />
      <PromoModal promo={session.config.promo} profile={signedInProfile} />
      <VideoPopup />
    </AppSessionContext.Provider>
  );
}
