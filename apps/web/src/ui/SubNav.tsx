import { Button, Group, type MantineSpacing } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export interface SubNavLink {
  to: string;
  label: string;
  /** Whether the link is the screen shown; by default its own path or one below it is. */
  current?: (pathname: string) => boolean;
}

/**
 * Sibling screens side by side (a tab's screens, the billing screens): a `nav` named `label` for
 * screen readers, with the link of the screen shown marked `aria-current="page"`.
 */
export function SubNav({
  label,
  links,
  mb,
}: {
  label: string;
  links: readonly SubNavLink[];
  mb?: MantineSpacing;
}) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={label} gap={4} wrap="wrap" mb={mb}>
      {links.map((link) => {
        const current = link.current
          ? link.current(pathname)
          : pathname === link.to || pathname.startsWith(`${link.to}/`);
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            color={current ? undefined : 'gray'}
            aria-current={current ? 'page' : undefined}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
