import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { LandingPermission } from '@tessera/api-contract';
import type { EditorServices } from '@tessera/editor';
import { useMemo, useRef } from 'react';
import { noPermissionMessage } from '../../ui/permissions.ts';
import { siteEditorServices } from './editor-services.ts';

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

/**
 * Why the caller may not open a site's designer, or null when they may (SPEC §6): a page's
 * design needs "Edit design" on the site, a blog post's "Blog" (what its saves need; they would
 * be refused one by one otherwise).
 */
export function designRefusal(
  permissions: readonly LandingPermission[],
  needed: Extract<LandingPermission, 'edit_design' | 'manage_blog'>,
): string | null {
  return permissions.includes(needed) ? null : noPermissionMessage(needed);
}

/**
 * The editor services of a site's designer, made once per site and permission set: the editor
 * reloads when its services change, so a refetch of the same site must not make new ones.
 */
export function useSiteEditorServices(options: Parameters<typeof siteEditorServices>[0]): EditorServices {
  const { landingId, permissions, config, profile, template = false } = options;
  // Leaving goes wherever the screen's latest render says, without new services each render.
  const exit = useRef(options.exit);
  exit.current = options.exit;
  const granted = permissions.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `granted` stands for the permissions.
  return useMemo(
    () =>
      siteEditorServices({ landingId, permissions, config, profile, template, exit: () => exit.current() }),
    [landingId, granted, config, profile, template],
  );
}
