import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checkValidity } from '../api/auth.ts';
import { beginSession } from '../api/session.ts';
import { hasAutoLoginParams, readAutoLogin, withoutAutoLoginParams } from '../features/auth/autoLogin.ts';
import { safeRedirectPath } from './redirect.ts';

/**
 * SPEC §7: a link carrying `uid` and `hash` (on any page) signs the user straight in through
 * `POST /check-validity`, then goes to `redirect_url` when it is a path of this app, else home.
 * Returns true while that is in progress, so the root keeps its spinner up.
 */
export function useAutoLogin(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(() => hasAutoLoginParams(location.search));
  const started = useRef(false);

  useEffect(() => {
    if (!running || started.current) return;
    started.current = true;
    const { pathname, search, hash } = location;
    const cleaned = withoutAutoLoginParams(pathname, search, hash);
    const request = readAutoLogin(search);
    if (!request) {
      navigate(cleaned, { replace: true });
      setRunning(false);
      return;
    }
    checkValidity(request)
      .then(({ data }) => {
        const origin = window.location.origin;
        const target =
          safeRedirectPath(data.redirect_url, origin) ??
          safeRedirectPath(request.redirect_url, origin) ??
          '/';
        beginSession(queryClient, data.access_token, data.role, target);
      })
      // The client already showed why; stay on the page without the spent parameters.
      .catch(() => navigate(cleaned, { replace: true }))
      .finally(() => setRunning(false));
  }, [running, location, navigate, queryClient]);

  return running;
}
