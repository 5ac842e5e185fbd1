import {
  ColorInput,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  BUTTON_THEMES,
  CARD_COLOR_THEME_NAMES,
  CARD_COLOR_THEMES,
  CARD_DESIGNS,
  type CardColorTheme,
  HOVER_EFFECTS,
  withColorTheme,
} from '@tessera/document';
import { type DraftSectionProps, withOptions } from './draft.ts';
import classes from './editor.module.css';

const DESIGN_NOTES: Record<(typeof CARD_DESIGNS)[number], string> = {
  Modern: 'Cover band, photo on the left',
  Classic: 'Centred, outlined buttons',
  Sleek: 'Dark, large photo',
  Elegant: 'Serif name, arched photo',
};

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');

export function DesignSection({ draft, errors, disabled, onChange }: DraftSectionProps) {
  const design = draft.options.Design;
  const theme = CARD_COLOR_THEMES[design.ColorTheme];
  const custom = design.Color !== theme.Color || design.SecondaryColor !== theme.SecondaryColor;
  const setDesign = (change: Partial<typeof design>) =>
    onChange(withOptions(draft, { Design: { ...design, ...change } }));
  const button = draft.options.Button;
  const setButton = (change: Partial<typeof button>) =>
    onChange(withOptions(draft, { Button: { ...button, ...change } }));

  return (
    <Stack gap="lg">
      <Radio.Group
        label="Design"
        value={design.Id}
        onChange={(value) => setDesign({ Id: value as typeof design.Id })}
      >
        <SimpleGrid cols={2} mt="xs">
          {CARD_DESIGNS.map((id) => (
            <Radio.Card
              key={id}
              value={id}
              className={classes.choice}
              disabled={disabled}
              aria-label={`${id} design`}
            >
              <Group wrap="nowrap" align="flex-start" gap="xs">
                <Radio.Indicator />
                <div>
                  <Text fw={600} size="sm">
                    {id}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {DESIGN_NOTES[id]}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      <div role="radiogroup" aria-label="Colour theme">
        <Text size="sm" fw={500} mb={6}>
          Colour theme{' '}
          {custom ? (
            <Text span size="xs" c="dimmed">
              (custom colours)
            </Text>
          ) : null}
        </Text>
        <Group gap={8}>
          {CARD_COLOR_THEME_NAMES.map((name: CardColorTheme) => {
            const selected = design.ColorTheme === name && !custom;
            return (
              <UnstyledButton
                key={name}
                role="radio"
                aria-checked={selected}
                aria-label={`${label(name)} theme`}
                title={label(name)}
                disabled={disabled}
                className={classes.swatch}
                data-selected={selected || undefined}
                style={{
                  background: `linear-gradient(135deg, ${CARD_COLOR_THEMES[name].Color} 50%, ${CARD_COLOR_THEMES[name].SecondaryColor} 50%)`,
                }}
                onClick={() => onChange(withOptions(draft, { Design: withColorTheme(design, name) }))}
              />
            );
          })}
        </Group>
      </div>
      <SimpleGrid cols={2}>
        <ColorInput
          label="Main colour"
          value={design.Color}
          format="hex"
          error={errors['options.Design.Color']}
          disabled={disabled}
          onChange={(Color) => setDesign({ Color })}
        />
        <ColorInput
          label="Second colour"
          value={design.SecondaryColor}
          format="hex"
          error={errors['options.Design.SecondaryColor']}
          disabled={disabled}
          onChange={(SecondaryColor) => setDesign({ SecondaryColor })}
        />
      </SimpleGrid>

      <div>
        <Text size="sm" fw={500} mb={6}>
          Save Contact button
        </Text>
        <Stack gap="sm">
          <TextInput
            label="Label"
            value={button.Label}
            maxLength={100}
            error={errors['options.Button.Label']}
            disabled={disabled}
            onChange={(e) => setButton({ Label: e.currentTarget.value })}
          />
          <SimpleGrid cols={2}>
            <Select
              label="Button shape"
              data={BUTTON_THEMES.map((value) => ({ value, label: label(value) }))}
              value={button.Theme}
              allowDeselect={false}
              disabled={disabled}
              onChange={(value) => value && setButton({ Theme: value as typeof button.Theme })}
            />
            <Select
              label="Hover animation"
              data={HOVER_EFFECTS.map((value) => ({ value, label: label(value) }))}
              value={button.HoverAnimation}
              allowDeselect={false}
              disabled={disabled}
              onChange={(value) =>
                value && setButton({ HoverAnimation: value as typeof button.HoverAnimation })
              }
            />
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} mb={4} id="align-label">
              Button position
            </Text>
            <SegmentedControl
              aria-labelledby="align-label"
              value={draft.options.Align}
              disabled={disabled}
              data={[
                { value: 'left', label: 'Left' },
                { value: 'right', label: 'Right' },
              ]}
              onChange={(value) => onChange(withOptions(draft, { Align: value as 'left' | 'right' }))}
            />
          </div>
        </Stack>
      </div>
    </Stack>
  );
}
