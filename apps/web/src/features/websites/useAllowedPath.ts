import { decideAccess } from '../../app/access.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';

/**
 * The first of these addresses the guard lets the caller open (SPEC §6: members may open a menu
 * editor but not the menus list, for instance), else the websites list. Forms go there after saving.
 */
export function useAllowedPath(): (...paths: string[]) => string {
  const profile = useSignedInProfile();
  const auth = { role: profile.role, blocked: profile.blocked, canCreateLanding: profile.can_create_landing };
  return (...paths) => paths.find((path) => 'allow' in decideAccess({ path, auth })) ?? '/agency/websites';
}

/** Whether the guard lets the caller open an address (so a screen never offers a link that bounces). */
export function useMayOpen(): (path: string) => boolean {
  const profile = useSignedInProfile();
  const auth = { role: profile.role, blocked: profile.blocked, canCreateLanding: profile.can_create_landing };
  return (path) => 'allow' in decideAccess({ path, auth });
}
