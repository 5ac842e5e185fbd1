import { Anchor, Group } from '@mantine/core';
import { IconExternal } from './icons.tsx';

/** A link that opens in a new tab and says so, to sighted users by its icon and to others by name. */
export function ExternalLink({ href, text }: { href: string; text: string }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={`${text} (opens in a new tab)`}
    >
      <Group gap={4} wrap="nowrap" component="span">
        {text}
        <IconExternal size={14} />
      </Group>
    </Anchor>
  );
}
