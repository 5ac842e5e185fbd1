import type { Role } from '@tessera/api-contract';

/** Card screens (SPEC §2 `/agency/card/...`, `/user/card...`) never show the support chat. */
const CARD_SCREEN = /^\/(agency|user)\/cards?(\/|$)/;
/** Designers (`…/design`, `…/sandbox_design`) never show it either. */
const DESIGN_SCREEN = /\/(sandbox_)?design(\/|$)/;

/**
 * SPEC §6: the support chat widget is installed only for the Agency role, outside design and
 * card screens, and only when the white label names a script (empty by default).
 */
export function supportChatScript(
  role: Role | null,
  pathname: string,
  scriptUrl: string | null,
): string | null {
  if (role !== 'Agency' || !scriptUrl) return null;
  if (CARD_SCREEN.test(pathname) || DESIGN_SCREEN.test(pathname)) return null;
  return /^https:\/\//.test(scriptUrl) ? scriptUrl : null;
}
