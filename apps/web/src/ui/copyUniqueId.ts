import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../api/outcome.ts';

/**
 * Copies a unique id (what another website imports a page or post by) and says so, or says the
 * id itself when the clipboard refuses.
 */
export function copyUniqueId(name: string, uniqueId: string): void {
  const done = (message: string, color: string) =>
    notifications.show({ color, message, autoClose: TOAST_DURATION_MS, withCloseButton: true });
  navigator.clipboard.writeText(uniqueId).then(
    () => done(`The unique id of “${name}” is copied: ${uniqueId}`, 'teal'),
    () => done(`The unique id could not be copied. It is ${uniqueId}`, 'red'),
  );
}

/**
 * Copies the in-app link a teammate opens a page or post by (`/agency/pages/{uniqueId}`,
 * `/agency/blog/{uniqueId}`): its designer for who may design it, an import offer for the rest.
 */
export function copyTeamLink(name: string, path: string): void {
  const url = `${window.location.origin}${path}`;
  const done = (message: string, color: string) =>
    notifications.show({ color, message, autoClose: TOAST_DURATION_MS, withCloseButton: true });
  navigator.clipboard.writeText(url).then(
    () => done(`The link to “${name}” for your team is copied.`, 'teal'),
    () => done(`The link could not be copied. It is ${url}`, 'red'),
  );
}
