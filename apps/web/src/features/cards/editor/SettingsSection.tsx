import { MultiSelect, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useCardIntegrations } from '../../../api/cards.ts';
import { useLandings } from '../../../api/landings.ts';
import { useAppConfig } from '../../../app/appContext.tsx';
import { useAuth } from '../../../state/authStore.ts';
import { type DraftSectionProps, withOptions } from './draft.ts';

/** Sites an agency-area user can link the card to (card users have no sites). */
function SiteSelect({
  value,
  disabled,
  error,
  onChange,
}: {
  value: number | null;
  disabled: boolean;
  error?: string | undefined;
  onChange: (id: number | null) => void;
}) {
  const sites = useLandings({ page: 1, per_page: 100, sort: 'title', order: 'asc' });
  return (
    <Select
      label="Website"
      description="Leads from this card also go to this website's webhooks and contacts feed."
      placeholder="No website"
      clearable
      disabled={disabled || sites.isPending}
      error={error}
      data={(sites.data?.data ?? []).map((site) => ({ value: String(site.id), label: site.title }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
    />
  );
}

export function SettingsSection({ draft, errors, disabled, onChange }: DraftSectionProps) {
  const config = useAppConfig();
  const role = useAuth((s) => s.role);
  const integrations = useCardIntegrations();
  const options = draft.options;
  const cardsHost = `card.${config.sites_domain}`;

  return (
    <Stack gap="md">
      <TextInput
        label="Custom URL"
        description={`Your card is always at its short link; a custom URL adds ${cardsHost}/${draft.slug || 'your-name'}.`}
        leftSection={
          <Text size="xs" c="dimmed" pl={6}>
            /
          </Text>
        }
        placeholder="your-name"
        value={draft.slug}
        maxLength={60}
        error={errors.slug}
        disabled={disabled}
        onChange={(e) =>
          onChange({ ...draft, slug: e.currentTarget.value.replace(/\s+/g, '').toLowerCase() })
        }
      />
      <Switch
        label={`Show “Powered by ${config.whitelabel.name}”`}
        checked={options.Powerby}
        disabled={disabled}
        onChange={(e) => onChange(withOptions(draft, { Powerby: e.currentTarget.checked }))}
      />
      <Switch
        label="After the lead form, go to a page"
        description="Instead of a thank-you note, visitors are sent to the page below."
        checked={options.Redirect}
        disabled={disabled}
        onChange={(e) => onChange(withOptions(draft, { Redirect: e.currentTarget.checked }))}
      />
      {options.Redirect ? (
        <TextInput
          label="Page after the lead form"
          placeholder="https://example.com/thanks"
          value={options.CustomUrl}
          error={errors['options.CustomUrl']}
          disabled={disabled}
          onChange={(e) => onChange(withOptions(draft, { CustomUrl: e.currentTarget.value.trim() }))}
        />
      ) : null}
      <MultiSelect
        label="Integrations"
        description={
          (integrations.data ?? []).length === 0
            ? 'Your agency has no card integrations yet.'
            : 'Where each new lead is also sent (webhooks, email).'
        }
        data={(integrations.data ?? []).map((i) => ({
          value: String(i.id),
          label: `${i.name}${i.enabled ? '' : ' (off)'}`,
        }))}
        value={options.Integrations}
        disabled={disabled || (integrations.data ?? []).length === 0}
        onChange={(Integrations) => onChange(withOptions(draft, { Integrations }))}
      />
      {role && role !== 'CardUser' ? (
        <SiteSelect
          value={draft.landing_id}
          disabled={disabled}
          error={errors.landing_id}
          onChange={(landing_id) => onChange({ ...draft, landing_id })}
        />
      ) : null}
    </Stack>
  );
}
