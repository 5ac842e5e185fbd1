import { Tooltip } from '@mantine/core';
import type { LandingPermission } from '@tessera/api-contract';
import { type CSSProperties, cloneElement, isValidElement, type ReactElement, useId } from 'react';
import { useProfile } from '../app/appContext.tsx';
import { sitePermissionsOf } from '../app/siteTabs.ts';
import { noPermissionMessage } from './permissions.ts';

/**
 * Whether the signed-in user holds a landing permission on a site (SPEC §6): the owner holds
 * them all, sub-users what their userLandings entry lists. The server checks the same rule on
 * every call; this only decides what the screen offers.
 */
export function useLandingPermission(landingId: number, permission: LandingPermission): boolean {
  const profile = useProfile();
  if (!profile) return false;
  return sitePermissionsOf(profile, landingId).includes(permission);
}

/** Whether the caller may use an action, and the permission (or message) that says why not. */
export type ActionGate =
  | { allowed: boolean; permission: LandingPermission; message?: never }
  | { allowed: boolean; message: string; permission?: never };

interface GateProps {
  /** Whether the action is permitted. */
  allowed: boolean;
  /** The permission it needs, for the standard message; or give `message`. */
  permission?: LandingPermission;
  message?: string;
  /** Fill the line (a menu item) instead of sitting inline (a button). */
  block?: boolean;
  /** One element (a Button, ActionIcon, Menu.Item…) that takes `disabled`. */
  children: ReactElement<{
    disabled?: boolean;
    'aria-describedby'?: string;
    style?: CSSProperties;
    tabIndex?: number;
  }>;
}

/**
 * SPEC §6: a permission-gated control shows a disabled look and a no-permission tooltip. The
 * control stays in place (people learn the action exists and why they cannot use it); a
 * focusable wrapper carries the tooltip because disabled buttons get no pointer or focus events.
 */
export function PermissionGate({ allowed, permission, message, block = false, children }: GateProps) {
  const id = useId();
  if (allowed) return children;
  if (!isValidElement(children)) return null;
  const label =
    message ?? (permission ? noPermissionMessage(permission) : "You don't have permission to do this.");
  return (
    <Tooltip label={label} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <span
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must reach the explanation
        tabIndex={0}
        data-permission-gate="denied"
        style={{ display: block ? 'block' : 'inline-block', cursor: 'not-allowed' }}
        aria-describedby={id}
      >
        {cloneElement(children, {
          disabled: true,
          'aria-describedby': id,
          // The wrapper, not the disabled control, takes the pointer and the focus for the
          // tooltip; a control that is a link (`component={Link}`) must not be followed either way.
          style: { ...children.props.style, pointerEvents: 'none' },
          tabIndex: -1,
        })}
        <span id={id} hidden>
          {label}
        </span>
      </span>
    </Tooltip>
  );
}
