import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title id={id} order={1} size="h3">
        {title}
      </Title>
      {children ? (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
