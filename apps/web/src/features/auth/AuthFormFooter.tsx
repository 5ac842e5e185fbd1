import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The end of a password form: its full-width submit button, and the way back to sign in. */
export function AuthFormFooter({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  return (
    <>
      <Button type="submit" fullWidth size="md" loading={pending} disabled={pending}>
        {submitLabel}
      </Button>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </>
  );
}
