import { useProfile } from '../app/appContext.tsx';

/**
 * SPEC §6: the AI image button appears only when the user's agency holds an AI key. The profile
 * says whether one is stored (never the key itself); every member of the agency shares it.
 */
export function useHasAiKey(): boolean {
  return useProfile()?.agency?.openai_api_key.set ?? false;
}
