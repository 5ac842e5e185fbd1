import { Box, Group, Stack } from '@mantine/core';
import type { LandingTemplate } from '@tessera/api-contract';
import { ChoiceCards } from '../../ui/ChoiceCards.tsx';
import { TEMPLATE_CHOICES } from './templates.ts';

/** A small drawing of a page in the template's colour, so the choices read at a glance. */
function Thumbnail({ accent, blank }: { accent: string; blank: boolean }) {
  return (
    <Box
      aria-hidden="true"
      style={{
        borderRadius: 6,
        border: '1px solid var(--mantine-color-gray-3)',
        background: '#fff',
        padding: 6,
        width: 72,
        flex: 'none',
      }}
    >
      {blank ? (
        <Box h={44} style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 4 }} />
      ) : (
        <Stack gap={3}>
          <Box h={14} style={{ background: accent, borderRadius: 3 }} />
          <Group gap={3} wrap="nowrap">
            {[0, 1, 2].map((i) => (
              <Box
                key={i}
                h={10}
                style={{ flex: 1, background: 'var(--mantine-color-gray-2)', borderRadius: 2 }}
              />
            ))}
          </Group>
          <Box h={8} w="70%" style={{ background: 'var(--mantine-color-gray-3)', borderRadius: 2 }} />
          <Box h={6} w="40%" style={{ background: accent, opacity: 0.5, borderRadius: 2 }} />
        </Stack>
      )}
    </Box>
  );
}

export function TemplatePicker({
  value,
  onChange,
  label,
  choices,
}: {
  /** The chosen design; null when none of these is (another list holds the choice). */
  value: LandingTemplate | null;
  onChange: (value: LandingTemplate) => void;
  label: string;
  /** The designs to offer, in the built-in order (all of them by default). */
  choices?: readonly LandingTemplate[];
}) {
  const shown = choices
    ? TEMPLATE_CHOICES.filter((choice) => choices.includes(choice.value))
    : TEMPLATE_CHOICES;
  return (
    <ChoiceCards
      label={label}
      value={value}
      onChange={onChange}
      choices={shown}
      testIdPrefix="template-"
      picture={(choice) => <Thumbnail accent={choice.accent} blank={choice.value === 'blank'} />}
    />
  );
}
