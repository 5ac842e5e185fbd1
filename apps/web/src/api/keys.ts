/**
 * Query keys. Everything that belongs to the signed-in identity lives under `['user', epoch]`,
 * so a sign-in, sign-out or impersonation switch can never show the previous identity's data.
 */
export const configKey = ['config'] as const;

export function userKey(epoch: number, ...parts: readonly unknown[]) {
  return ['user', epoch, ...parts] as const;
}

export const allUserData = ['user'] as const;
