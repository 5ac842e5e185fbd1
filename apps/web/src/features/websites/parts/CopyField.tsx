import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../../api/outcome.ts';
import { IconCheck, IconCopy } from '../../../ui/icons.tsx';

/** SPEC §8: copying shows a 'Copied' success toast for 5 seconds. */
export function notifyCopied() {
  notifications.show({ color: 'teal', message: 'Copied', autoClose: TOAST_DURATION_MS });
}

/** A read-only value with a copy button (share codes, DNS record values). */
export function CopyField({
  label,
  value,
  description,
}: {
  label: string;
  value: string;
  description?: string;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSection={<CopyIcon value={value} label={label} />}
    />
  );
}

export function CopyIcon({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            aria-label={`Copy ${label}`}
            onClick={() => {
              copy();
              notifyCopied();
            }}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
