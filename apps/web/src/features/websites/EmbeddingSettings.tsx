import { Radio, Stack, TagsInput, Text } from '@mantine/core';
import { EMBEDDING_ORIGINS_MAX, type EmbeddingMode, type SiteSettings } from '@tessera/api-contract';
import { GroupForm } from './SettingsGroups.tsx';
import { useSite } from './siteContext.ts';

const MODES: ReadonlyArray<{ value: EmbeddingMode; label: string; description: string }> = [
  {
    value: 'self',
    label: 'Only on this website',
    description: 'Its pages may show each other in a frame; no other website may. The safe default.',
  },
  {
    value: 'none',
    label: 'Nowhere',
    description: 'No page, not even one of this website, may show its pages in a frame.',
  },
  {
    value: 'listed',
    label: 'On this website and the addresses below',
    description: 'For a partner site or a shop that shows your pages inside its own.',
  },
];

/**
 * Which websites may show this site's published pages inside a frame (CSP `frame-ancestors`).
 * Framing by a stranger lets it dress your page up and trick visitors into clicks, so the
 * default allows the site itself only.
 */
export function EmbeddingSettings({ settings }: { settings: SiteSettings }) {
  const site = useSite();
  return (
    <GroupForm
      title="Embedding"
      description={`Where the pages of ${site.url} may be shown inside another page (an iframe). Changes apply to published pages at once.`}
      kind="settings"
      name="embedding"
      initial={settings.embedding}
      // The list shows each address's own message (`origins.2`) in its one error line.
      shown={(key) => key === 'frame_ancestors' || key === 'origins' || key.startsWith('origins.')}
    >
      {(value, set, errors) => {
        const originError = Object.entries(errors)
          .filter(([key]) => key.startsWith('origins'))
          .map(([key, message]) => {
            const index = Number(key.split('.')[1]);
            return Number.isInteger(index) && value.origins[index]
              ? `“${value.origins[index]}”: ${message}`
              : message;
          })[0];
        return (
          <Stack gap="md">
            <Radio.Group
              label="Show the pages in frames"
              value={value.frame_ancestors}
              onChange={(mode) => set({ frame_ancestors: mode as EmbeddingMode })}
            >
              <Stack gap="sm" mt="xs">
                {MODES.map((mode) => (
                  <Radio
                    key={mode.value}
                    value={mode.value}
                    label={mode.label}
                    description={mode.description}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {value.frame_ancestors === 'listed' ? (
              <TagsInput
                label="Websites that may show the pages"
                description={`Up to ${EMBEDDING_ORIGINS_MAX} addresses, like https://partner.example.com or https://*.example.com for all its subdomains. Press Enter after each.`}
                placeholder="https://partner.example.com"
                value={value.origins}
                maxTags={EMBEDDING_ORIGINS_MAX}
                error={originError}
                onChange={(origins) => set({ origins })}
                splitChars={[',', ' ']}
                clearable
              />
            ) : value.origins.length > 0 ? (
              <Text size="xs" c="dimmed">
                {`The ${value.origins.length} listed address${value.origins.length === 1 ? ' is' : 'es are'} kept but not used.`}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    </GroupForm>
  );
}
