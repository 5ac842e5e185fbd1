import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppConfig } from '../../app/appContext.tsx';
import { Brand } from '../../ui/Brand.tsx';
import { IconAlert, IconExternal } from '../../ui/icons.tsx';
import classes from '../system/system.module.css';

/**
 * The frame of what a public preview route says instead of a preview: signing in, an expired or
 * revoked share link, a record that cannot be shown. Full page, the white label's brand on top,
 * so a guest opening a shared link sees whose app it is.
 */
export function PreviewNotice({
  title,
  tone = 'info',
  children,
  actions,
}: {
  title: string;
  tone?: 'info' | 'warning';
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { whitelabel } = useAppConfig();
  return (
    <main className={classes.page} data-testid="preview-notice">
      <Brand whitelabel={whitelabel} height={36} />
      <Paper shadow="md" radius="lg" p="xl" maw={480} w="100%" withBorder>
        <Stack align="center" gap="md">
          <ThemeIcon
            size={52}
            radius="xl"
            variant="light"
            color={tone === 'warning' ? 'orange' : 'tessera'}
            aria-hidden="true"
          >
            {tone === 'warning' ? <IconAlert size={26} /> : <IconExternal size={26} />}
          </ThemeIcon>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed" size="sm" component="div">
            {children}
          </Text>
          {actions}
        </Stack>
      </Paper>
    </main>
  );
}
