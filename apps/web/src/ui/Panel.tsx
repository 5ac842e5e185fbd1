import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useId } from 'react';

/**
 * A titled section of a screen (a settings group, an account panel): a landmark named by its
 * heading, a line saying what it is for, and its content. With `onSubmit` the content is one form.
 */
export function Panel({
  title,
  description,
  aside,
  onSubmit,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Beside the heading: a status badge, or buttons that act on the whole panel. */
  aside?: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const id = useId();
  const body = (
    <>
      <Group justify="space-between" mb={description ? 4 : 'md'} wrap="wrap" gap="xs">
        <Title id={id} order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {description ? (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      ) : null}
      <Stack gap="md">{children}</Stack>
    </>
  );
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Paper>
  );
}
