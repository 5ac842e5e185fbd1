import { Alert, Button, Text } from '@mantine/core';
import { describeError } from '../api/errors.ts';
import { IconAlert } from './icons.tsx';

/** In place of what a failed query would have shown: what could not be loaded, why, and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlert />} role="alert">
      <Text size="sm" mb="sm">
        {describeError(error)}
      </Text>
      <Button size="xs" variant="white" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
