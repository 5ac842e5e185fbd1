import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { ROBOTS_MAX_CHARS, robotsTxtIssues } from '@tessera/api-contract';
import { useEffect, useMemo, useState } from 'react';
import { describeError, isApiError } from '../../api/errors.ts';
import { useRobots, useSaveRobots } from '../../api/seo.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconExternal } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';

/** The site's robots.txt: edited with line-by-line checks, saved, or reset to the default. */
export function RobotsEditor({ landingId, canEdit }: { landingId: number; canEdit: boolean }) {
  const robots = useRobots(landingId);
  const save = useSaveRobots(landingId);
  const [text, setText] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  // The editor starts from what the site serves, and follows it after a save or reset.
  useEffect(() => {
    if (robots.data) setText(robots.data.robots_txt);
  }, [robots.data]);

  const issues = useMemo(() => robotsTxtIssues(text ?? ''), [text]);
  const tooLong = (text ?? '').length > ROBOTS_MAX_CHARS;
  const changed = robots.data !== undefined && text !== robots.data.robots_txt;

  if (robots.error && !robots.data) {
    return (
      <LoadError
        title="The robots rules could not be loaded"
        error={robots.error}
        onRetry={() => void robots.refetch()}
      />
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="robots-heading">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Group gap="xs">
          <Title order={3} size="h4" id="robots-heading">
            Robots rules
          </Title>
          {robots.data ? (
            <Badge variant="light" color={robots.data.custom ? 'blue' : 'gray'}>
              {robots.data.custom ? 'Custom' : 'Default'}
            </Badge>
          ) : null}
        </Group>
        {robots.data ? (
          <Anchor href={robots.data.url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              View robots.txt <IconExternal size={14} />
            </Group>
          </Anchor>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Tells search engines which pages of this website they may crawl. The default allows everything and
        points to the sitemap.
      </Text>
      {text === null ? (
        <Skeleton h={180} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!canEdit || issues.length > 0 || tooLong || !changed) return;
            setServerError(null);
            save.mutate(text, {
              onError: (error) => setServerError(isApiError(error) ? error.message : describeError(error)),
            });
          }}
        >
          <Stack gap="sm">
            <Textarea
              label="robots.txt"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={8}
              maxRows={24}
              readOnly={!canEdit}
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              error={
                issues.length > 0 || tooLong || serverError ? (
                  <Stack gap={2} component="span">
                    {tooLong ? (
                      <span>The rules may be at most {ROBOTS_MAX_CHARS.toLocaleString()} characters.</span>
                    ) : null}
                    {issues.slice(0, 5).map((issue) => (
                      <span key={issue.line}>{issue.message}</span>
                    ))}
                    {issues.length > 5 ? <span>…and {issues.length - 5} more lines.</span> : null}
                    {serverError && issues.length === 0 ? <span>{serverError}</span> : null}
                  </Stack>
                ) : undefined
              }
            />
            <Group justify="space-between" gap="sm">
              <PermissionGate allowed={canEdit} permission="manage_settings">
                <Button
                  variant="subtle"
                  color="gray"
                  onClick={() => setConfirmReset(true)}
                  disabled={!robots.data?.custom && !changed}
                >
                  Reset to default
                </Button>
              </PermissionGate>
              <Group gap="sm">
                {changed ? (
                  <Button variant="default" onClick={() => setText(robots.data?.robots_txt ?? '')}>
                    Discard
                  </Button>
                ) : null}
                <PermissionGate allowed={canEdit} permission="manage_settings">
                  <Button
                    type="submit"
                    loading={save.isPending}
                    disabled={!changed || issues.length > 0 || tooLong}
                  >
                    Save rules
                  </Button>
                </PermissionGate>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmModal
        opened={confirmReset}
        title="Reset the robots rules?"
        confirmLabel="Reset to default"
        loading={save.isPending}
        onClose={() => setConfirmReset(false)}
        onConfirm={() => save.mutate(null, { onSuccess: () => setConfirmReset(false) })}
      >
        <Text size="sm">
          Your rules are replaced by the default, which lets search engines crawl every page and points them
          to the sitemap.
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
