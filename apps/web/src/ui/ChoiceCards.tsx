import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One choice: the value it stands for, its name and a line on what it does. */
export interface Choice<V extends string> {
  value: V;
  label: string;
  description: string;
}

/**
 * A choice among a few options that each need a sentence to tell apart (a post's layout, how a
 * course starts, a block's kind): a radio group of cards, two a row on wider screens.
 */
export function ChoiceCards<V extends string, C extends Choice<V>>({
  label,
  description,
  value,
  onChange,
  choices,
  error,
  required,
  testIdPrefix,
  picture,
}: {
  label: string;
  description?: string;
  /** The chosen value; null when none of these is. */
  value: V | null;
  onChange: (value: V) => void;
  choices: readonly C[];
  error?: string;
  required?: boolean;
  /** Each card's test id is this and its value (`course-start-blank`). */
  testIdPrefix?: string;
  /** A small drawing shown before a choice's name. */
  picture?: (choice: C) => ReactNode;
}) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => {
        const chosen = choices.find((choice) => choice.value === next);
        if (chosen) onChange(chosen.value);
      }}
      error={error}
      required={required}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {choices.map((choice) => (
          <Radio.Card
            key={choice.value}
            value={choice.value}
            radius="md"
            p="sm"
            data-testid={testIdPrefix === undefined ? undefined : `${testIdPrefix}${choice.value}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              {picture?.(choice)}
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
