import { ActionIcon, Button, Chip, Group, Menu, Select, Stack, Text, TextInput } from '@mantine/core';
import { channelDisplay, isPhoneChannel, normalizeChannelValue } from '@tessera/cards';
import {
  CARD_CHANNEL_INFO,
  CARD_CHANNELS,
  type CardButton,
  type CardChannel,
  phoneCountryOptions,
} from '@tessera/document';
import { useMemo, useState } from 'react';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '../../../ui/icons.tsx';
import { type DraftSectionProps, withOptions } from './draft.ts';
import classes from './editor.module.css';

const PLACEHOLDER: Record<'email' | 'phone' | 'url' | 'none', string> = {
  email: 'name@example.com',
  phone: '(404) 555-0142',
  url: 'https://…  or a username',
  none: '',
};

/** Countries for phone numbers typed without +, SPEC §5 territories left out. */
function useCountries() {
  return useMemo(
    () => phoneCountryOptions().map((c) => ({ value: c.code, label: `${c.code} +${c.callingCode}` })),
    [],
  );
}

function ChannelRow({
  button,
  index,
  count,
  error,
  disabled,
  onChange,
  onMove,
  onRemove,
}: {
  button: CardButton;
  index: number;
  count: number;
  error?: string | undefined;
  disabled: boolean;
  onChange: (button: CardButton) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const info = CARD_CHANNEL_INFO[button.Channel];
  const countries = useCountries();
  const [country, setCountry] = useState('US');
  const [typed, setTyped] = useState<string | null>(null);
  // A stored phone is E.164; it is shown as people read it (SPEC §9) until edited.
  const shown =
    typed ?? (isPhoneChannel(button.Channel) ? channelDisplay(button.Channel, button.Value) : button.Value);
  const commit = (raw: string, region = country) => {
    const checked = normalizeChannelValue(button.Channel, raw, region);
    onChange({ ...button, Value: checked.ok ? checked.value : raw });
  };
  const phone = info.value === 'phone';
  return (
    <div className={classes.channel} data-testid={`channel-${index}`}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={600} size="sm">
          {info.label}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move ${info.label} up`}
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move ${info.label} down`}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${info.label}`}
            disabled={disabled}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Group gap="sm" align="flex-start" grow>
        <TextInput
          label="Label"
          value={button.Label}
          maxLength={100}
          disabled={disabled}
          onChange={(e) => onChange({ ...button, Label: e.currentTarget.value })}
        />
        {info.value !== 'none' ? (
          <Group gap={6} align="flex-start" wrap="nowrap">
            {phone ? (
              <Select
                label="Country"
                aria-label={`${info.label} country`}
                data={countries}
                value={country}
                searchable
                allowDeselect={false}
                disabled={disabled}
                w={110}
                onChange={(value) => {
                  if (!value) return;
                  setCountry(value);
                  commit(shown, value);
                }}
              />
            ) : null}
            <TextInput
              label={
                button.Channel === 'facetime'
                  ? 'Number or email'
                  : info.value === 'url'
                    ? 'Link or username'
                    : info.value === 'email'
                      ? 'Email'
                      : 'Number'
              }
              aria-label={`${info.label} ${info.value === 'email' ? 'address' : info.value === 'url' ? 'link' : 'number'}`}
              placeholder={PLACEHOLDER[info.value]}
              value={shown}
              error={error}
              disabled={disabled}
              style={{ flex: 1 }}
              inputMode={phone ? 'tel' : info.value === 'email' ? 'email' : 'url'}
              onChange={(e) => {
                setTyped(e.currentTarget.value);
                commit(e.currentTarget.value);
              }}
              onBlur={() => setTyped(null)}
            />
          </Group>
        ) : (
          <Text size="sm" c="dimmed" pt={28}>
            Downloads your contact card (vCard).
          </Text>
        )}
      </Group>
    </div>
  );
}

export function ChannelsSection({ draft, errors, disabled, onChange }: DraftSectionProps) {
  const buttons = draft.options.ButtonList;
  const setButtons = (ButtonList: CardButton[]) => onChange(withOptions(draft, { ButtonList }));
  const present = new Set(buttons.map((b) => b.Channel));
  const iconList = draft.options.IconList;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Each channel opens the right app on the visitor's phone: calls, texts, email, FaceTime, WhatsApp and
        social profiles.
      </Text>
      {buttons.length === 0 ? (
        <Text size="sm" c="dimmed">
          No channels yet. Add one below.
        </Text>
      ) : null}
      {buttons.map((button, index) => (
        <ChannelRow
          // biome-ignore lint/suspicious/noArrayIndexKey: channel rows have no identity of their own; a moved row only loses its half-typed text
          key={`${index}-${button.Channel}`}
          button={button}
          index={index}
          count={buttons.length}
          error={errors[`options.ButtonList.${index}.Value`] ?? errors[`options.ButtonList.${index}.Label`]}
          disabled={disabled}
          onChange={(next) => setButtons(buttons.map((b, i) => (i === index ? next : b)))}
          onMove={(to) => {
            const next = [...buttons];
            const [moved] = next.splice(index, 1);
            next.splice(to, 0, moved!);
            setButtons(next);
          }}
          onRemove={() => setButtons(buttons.filter((_, i) => i !== index))}
        />
      ))}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={disabled || buttons.length >= CARD_CHANNELS.length}
          >
            Add channel
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
          {CARD_CHANNELS.map((channel: CardChannel) => (
            <Menu.Item
              key={channel}
              onClick={() =>
                setButtons([
                  ...buttons,
                  { Channel: channel, Label: CARD_CHANNEL_INFO[channel].label, Value: '' },
                ])
              }
            >
              {CARD_CHANNEL_INFO[channel].label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>

      <div>
        <Text size="sm" fw={500}>
          Quick icons
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          Channels shown as round icons under your name.
        </Text>
        <Chip.Group
          multiple
          value={iconList}
          onChange={(value) =>
            onChange(
              withOptions(draft, {
                IconList: CARD_CHANNELS.filter((c) => (value as string[]).includes(c)),
              }),
            )
          }
        >
          <Group gap={6}>
            {CARD_CHANNELS.filter((c) => present.has(c) && c !== 'contact').map((channel) => (
              <Chip key={channel} value={channel} size="xs" disabled={disabled}>
                {CARD_CHANNEL_INFO[channel].label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </Stack>
  );
}
