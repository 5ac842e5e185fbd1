import { useLogout } from '../api/auth.ts';

/** Logout; the access gate then shows the sign-in page (the session's landing). */
export function useSignOut() {
  const logout = useLogout();
  return { signOut: () => logout.mutate(), pending: logout.isPending };
}
