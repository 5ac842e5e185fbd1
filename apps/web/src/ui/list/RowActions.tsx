import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconDots } from '../icons.tsx';
import { type ActionGate, PermissionGate } from '../PermissionGate.tsx';

export type { ActionGate };

/** The actions cell of a row: its controls side by side at the row's end. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

/**
 * One icon action of a row, with a tooltip naming it. A link (`to`) or a button (`onClick`); with
 * a `gate` the caller lacks, a disabled button with the no-permission tooltip (SPEC §6).
 */
export function RowIconAction({
  label,
  ariaLabel,
  icon,
  color = 'gray',
  to,
  onClick,
  gate,
}: {
  /** The tooltip: what the action is ("Edit"). */
  label: string;
  /** What it does to which row ("Edit Contact form"). */
  ariaLabel: string;
  icon: ReactNode;
  color?: string;
  to?: string;
  onClick?: () => void;
  gate?: ActionGate;
}) {
  if (gate && !gate.allowed) {
    return (
      <PermissionGate allowed={false} permission={gate.permission} message={gate.message}>
        <ActionIcon variant="subtle" color={color} aria-label={ariaLabel}>
          {icon}
        </ActionIcon>
      </PermissionGate>
    );
  }
  return (
    <Tooltip label={label}>
      {to !== undefined ? (
        <ActionIcon component={Link} to={to} variant="subtle" color={color} aria-label={ariaLabel}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color={color} aria-label={ariaLabel} onClick={onClick}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** A row's "more actions" menu behind a dots button; `label` names it for screen readers. */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/**
 * A menu action. With a `gate` the caller lacks it stays in the menu, disabled, with the
 * no-permission tooltip; its wrapper is in the tab order so keyboard users reach the reason.
 */
export function GatedMenuItem({
  gate,
  children,
  leftSection,
  color,
  disabled = false,
  onClick,
}: {
  gate?: ActionGate;
  children: ReactNode;
  leftSection?: ReactNode;
  color?: string;
  /** Unavailable for another reason than permission (e.g. while something runs). */
  disabled?: boolean;
  onClick: () => void;
}) {
  const item = (
    <Menu.Item leftSection={leftSection} color={color} disabled={disabled} onClick={onClick}>
      {children}
    </Menu.Item>
  );
  if (!gate || gate.allowed) return item;
  return (
    <PermissionGate allowed={false} permission={gate.permission} message={gate.message} block>
      {item}
    </PermissionGate>
  );
}
