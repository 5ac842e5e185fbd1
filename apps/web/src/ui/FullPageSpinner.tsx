import { Center, Loader } from '@mantine/core';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite" aria-label={label} data-testid="app-spinner">
      <Loader size="lg" />
    </Center>
  );
}

/** Inside a layout, while a lazily loaded screen arrives. */
export function ScreenLoader() {
  return (
    <Center mih={240} role="status" aria-label="Loading screen">
      <Loader />
    </Center>
  );
}
