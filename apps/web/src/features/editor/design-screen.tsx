import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { type QueryKey, useQuery } from '@tanstack/react-query';

/** What a design screen shows when its design cannot be opened, with the way back. */
export function DesignFailure({
  message,
  backLabel,
  onBack,
}: {
  message: string;
  /** "Back to the website" */
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <Center h="100%">
      <Stack align="center" maw={440}>
        <Alert color="red" title="This design cannot be opened">
          {message}
        </Alert>
        <Button variant="default" onClick={onBack}>
          {backLabel}
        </Button>
      </Stack>
    </Center>
  );
}

/** While the design loads. */
export function DesignOpening() {
  return (
    <Center h="100%">
      <Loader />
    </Center>
  );
}

/**
 * The record a design screen opens, always read fresh: the editor starts from the design as the
 * server has it now, and keeps its own copy from there (no cache, no refetch on focus, no retry).
 */
export function useFreshDesign<Detail>(
  queryKey: QueryKey,
  queryFn: (signal: AbortSignal) => Promise<Detail>,
  enabled = true,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
