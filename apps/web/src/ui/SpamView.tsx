import { Badge, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { SPAM_REASON_LABELS, type SpamReason } from '@tessera/api-contract';

/** Suspected spam of site forms and card lead forms, as every lead list shows it. */

/** How many days suspected spam is kept before it is deleted (the server's SPAM_RETENTION_DAYS). */
export const SPAM_KEPT_DAYS = 30;

/** The Leads / Spam switch above a contact list, with how many are held as spam. */
export function SpamViewControl({
  spam,
  spamCount,
  onChange,
}: {
  spam: boolean;
  spamCount: number | undefined;
  onChange: (spam: boolean) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Show"
      value={spam ? 'spam' : 'leads'}
      onChange={(value) => onChange(value === 'spam')}
      data={[
        { value: 'leads', label: 'Leads' },
        { value: 'spam', label: spamCount ? `Spam (${spamCount})` : 'Spam' },
      ]}
    />
  );
}

/**
 * Why a contact is held as spam, in plain words: a badge, or in a narrow table (`inline`) a line
 * of text that wraps rather than being cut.
 */
export function SpamReasonBadge({ reason, inline = false }: { reason: SpamReason; inline?: boolean }) {
  return (
    <Tooltip label={SPAM_REASON_LABELS[reason]} multiline maw={260}>
      {inline ? (
        <Text size="xs" c="orange.8" fw={600}>
          {SHORT_REASONS[reason]}
        </Text>
      ) : (
        <Badge color="orange" variant="light" size="sm" tt="none">
          {SHORT_REASONS[reason]}
        </Badge>
      )}
    </Tooltip>
  );
}

const SHORT_REASONS: Record<SpamReason, string> = {
  honeypot: 'Hidden field filled',
  'too-fast': 'Sent too fast',
  rate: 'Many from one address',
};
