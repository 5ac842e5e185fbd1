import { Menu } from '@mantine/core';
import { IconExternal, IconLink } from '../icons.tsx';

/**
 * The two preview items of a row menu: the record's public preview route in a new tab, and its
 * share dialog (`useShareDialog`'s `open`).
 */
export function PreviewMenuItems({
  href,
  onShare,
  label = 'Preview draft',
  disabled = false,
  shareDisabled = disabled,
}: {
  href: string;
  onShare: () => void;
  label?: string;
  disabled?: boolean;
  /** Sharing needs more than previewing (a template's share links show its home page). */
  shareDisabled?: boolean;
}) {
  return (
    <>
      <Menu.Item
        leftSection={<IconExternal size={16} />}
        component="a"
        href={href}
        target="_blank"
        rel="noopener"
        disabled={disabled}
      >
        {label}
      </Menu.Item>
      <Menu.Item leftSection={<IconLink size={16} />} onClick={onShare} disabled={shareDisabled}>
        Share preview…
      </Menu.Item>
    </>
  );
}
