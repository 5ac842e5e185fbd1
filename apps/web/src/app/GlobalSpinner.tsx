import { Loader, Paper, Transition, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useIsMutating } from '@tanstack/react-query';

/**
 * SPEC §2 global loading spinner: shown while any change is on its way to the server. Brief
 * saves (under 200 ms) never show it, so it does not flicker.
 */
export function GlobalSpinner() {
  const busy = useIsMutating() > 0;
  const [shown] = useDebouncedValue(busy, busy ? 200 : 0);
  const visible = busy && shown;

  return (
    <>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{visible ? 'Working…' : ''}</VisuallyHidden>
      </div>
      <Transition mounted={visible} transition="fade" duration={150}>
        {(styles) => (
          <Paper
            shadow="md"
            radius="xl"
            p={8}
            data-testid="global-spinner"
            aria-hidden="true"
            style={{ ...styles, position: 'fixed', bottom: 24, right: 24, zIndex: 3000, lineHeight: 0 }}
          >
            <Loader size="sm" />
          </Paper>
        )}
      </Transition>
    </>
  );
}
