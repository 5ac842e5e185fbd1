import { Box, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LandingTemplate } from '@tessera/api-contract';
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
    <Radio.Group value={value} onChange={(next) => onChange(next as LandingTemplate)} label={label}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {shown.map((choice) => (
          <Radio.Card
            key={choice.value}
            value={choice.value}
            radius="md"
            p="sm"
            data-testid={`template-${choice.value}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Thumbnail accent={choice.accent} blank={choice.value === 'blank'} />
              <div>
                <Text fw={600} size="sm">
                  {choice.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {choice.description}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
