import {
  Button,
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type LandingDetail,
  SERVICE_COUNT,
  type SiteOptions,
  type SiteSettings,
  socialNetworks,
  updateSiteSettingsBody,
} from '@tessera/api-contract';
import { FONT_FAMILY_NAMES } from '@tessera/document';
import { type ReactNode, useEffect } from 'react';
import { useLanding, useUpdateSiteSettings } from '../../api/landings.ts';
import { useMenus } from '../../api/menus.ts';
import { useVersionedForm } from '../../ui/conflict/useVersionedForm.ts';
import { VersionConflictDialog } from '../../ui/conflict/VersionConflictDialog.tsx';
import { type Baseline, conflicts, rebase } from '../../ui/conflict/versioned-form.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import {
  apiFieldErrors,
  type FieldErrors,
  placeFieldErrors,
  type ShownFields,
  zodFieldErrors,
} from '../../ui/forms.ts';
import { useSite } from './siteContext.ts';

/** Field messages keyed by their dotted path under the group (`items.0.Title`). */
function underGroup(errors: FieldErrors, prefix: string): Array<[string, string]> {
  return Object.entries(errors).map(([key, message]) => [
    key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : '',
    message,
  ]);
}

/**
 * One settings group or option block, saved on its own with `PUT /landings/{id}/settings`. The
 * site has one settings version for all its groups, so a group keeps the copy it started from and
 * rebases onto newer versions that left it unchanged (another group's save, the blog's settings):
 * only a change to this group meets the conflict dialog.
 */
export function GroupForm<T extends Record<string, unknown>>({
  title,
  description,
  kind,
  name,
  initial,
  shown,
  children,
}: {
  title: string;
  description: string;
  kind: 'settings' | 'options';
  name: string;
  initial: T;
  /** The keys under the group that an input shows the message of (`email`, `items.0.Title`). */
  shown: ShownFields;
  children: (value: T, set: (patch: Partial<T>) => void, errors: FieldErrors) => ReactNode;
}) {
  const site = useSite();
  const landing = useLanding(site.id);
  const save = useUpdateSiteSettings(site.id);
  const groupOf = (detail: LandingDetail): Baseline<T> => ({
    value: (detail[kind] as Record<string, unknown>)[name] as T,
    version: detail.settings_version,
  });
  const form = useVersionedForm<T>(
    () => ({ value: initial, version: site.settings_version }),
    async () => {
      const latest = (await landing.refetch({ cancelRefetch: false })).data;
      return latest ? groupOf(latest) : null;
    },
  );
  const { base, value, setValue, errors, dirty } = form;

  // A newer copy of the site arrived (after any save, or a refetch).
  useEffect(() => {
    const next = rebase(base, { value: initial, version: site.settings_version }, dirty);
    if (next.base !== base) form.setBase(next.base);
    if (next.takeServerValue) setValue(initial);
  }, [base, initial, site.settings_version, dirty, form.setBase, setValue]);

  const send = (version: number) => {
    const body = { [kind]: { [name]: value }, settings_version: version };
    const parsed = updateSiteSettingsBody.safeParse(body);
    const prefix = `${kind}.${name}`;
    // Placed against the whole body first (every key is the group's, prefixed), then under it.
    const all = (key: string) => key.startsWith(`${prefix}.`);
    if (!parsed.success) {
      form.setErrors(placeFieldErrors(underGroup(zodFieldErrors(parsed.error, all), prefix), shown));
      form.settled();
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        form.saved(groupOf(saved));
        form.settled();
      },
      onError: async (error) => {
        const stale = form.failed(error, (e) =>
          placeFieldErrors(underGroup(apiFieldErrors(e, all), prefix), shown),
        );
        if (!stale) return form.settled();
        // Stale: when this group is as it was, the change was elsewhere; save on top of it.
        const latest = (await landing.refetch({ cancelRefetch: false })).data;
        const server = latest && groupOf(latest);
        if (server && server.version > base.version && !conflicts(base, server)) {
          form.closeConflict();
          form.setBase({ value: base.value, version: server.version });
          send(server.version);
          return;
        }
        form.settled();
      },
    });
  };

  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
        <Stack gap="md">
          <FormAlert errors={errors} />
          {children(value, (patch) => setValue((v) => ({ ...v, ...patch })), errors)}
          <Group justify="flex-end">
            <Button variant="default" disabled={!dirty} onClick={() => setValue(base.value)}>
              Discard
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <VersionConflictDialog title={`${title} settings were changed elsewhere`} {...form.dialog(send)} />
    </Paper>
  );
}

/** One input of a settings group, declared as data; `key` names the value it edits. */
type FieldSpec = { key: string; label: string; description?: string } & (
  | { kind: 'text'; type?: 'email' | 'url' | 'tel'; maw?: number }
  | { kind: 'textarea'; minRows?: number; maxRows?: number }
  | { kind: 'switch' | 'checkbox' | 'color' | 'font' | 'menu' }
  | { kind: 'number'; min: number; max: number; fallback: number }
);

/** Inputs that show a message of their own (switches, checkboxes and the menu picker do not). */
const showsError = (spec: FieldSpec) => !['switch', 'checkbox', 'menu'].includes(spec.kind);

/** How a group lays its fields out: one under the other, two columns (`grid`) or side by side (`inline`). */
type Layout = FieldSpec | { grid: FieldSpec[] } | { inline: FieldSpec[] };

type Values = Record<string, unknown>;
type Setter = (patch: Values) => void;

function MenuPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const site = useSite();
  const menus = useMenus(site.id, { per_page: 100, sort: 'name', order: 'asc' });
  return (
    <Select
      label={label}
      placeholder="None"
      clearable
      data={(menus.data?.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}

function Field({
  spec,
  value,
  set,
  errors,
  inGrid = false,
}: {
  spec: FieldSpec;
  value: Values;
  set: Setter;
  errors: FieldErrors;
  inGrid?: boolean;
}) {
  const { key, label, description } = spec;
  const common = { label, description, error: errors[key] };
  const text = String(value[key] ?? '');
  switch (spec.kind) {
    case 'switch':
      return (
        <Switch
          label={label}
          checked={Boolean(value[key])}
          onChange={(e) => set({ [key]: e.currentTarget.checked })}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          checked={Boolean(value[key])}
          onChange={(e) => set({ [key]: e.currentTarget.checked })}
        />
      );
    case 'color':
      return <ColorInput {...common} value={text} onChange={(c) => set({ [key]: c })} />;
    case 'font':
      return (
        <Select
          {...common}
          placeholder="The theme's font"
          clearable
          searchable
          data={[...FONT_FAMILY_NAMES]}
          value={text || null}
          onChange={(f) => set({ [key]: f ?? '' })}
        />
      );
    case 'menu':
      return (
        <MenuPicker
          label={label}
          value={(value[key] as number | null | undefined) ?? null}
          onChange={(id) => set({ [key]: id })}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          min={spec.min}
          max={spec.max}
          clampBehavior="strict"
          allowDecimal={false}
          value={value[key] as number}
          onChange={(n) => set({ [key]: typeof n === 'number' ? n : spec.fallback })}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={spec.minRows ?? 3}
          maxRows={spec.maxRows}
          value={text}
          onChange={(e) => set({ [key]: e.currentTarget.value })}
          // A long text takes the whole width of a two-column grid.
          style={inGrid ? { gridColumn: '1 / -1' } : undefined}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={spec.type ?? 'text'}
          maw={spec.maw}
          value={text}
          onChange={(e) => set({ [key]: e.currentTarget.value })}
        />
      );
  }
}

function Fields({
  layout,
  value,
  set,
  errors,
}: {
  layout: Layout[];
  value: Values;
  set: Setter;
  errors: FieldErrors;
}) {
  return layout.map((item) => {
    if ('grid' in item) {
      return (
        <SimpleGrid key={item.grid[0]?.key} cols={{ base: 1, sm: 2 }}>
          {item.grid.map((spec) => (
            <Field key={spec.key} spec={spec} value={value} set={set} errors={errors} inGrid />
          ))}
        </SimpleGrid>
      );
    }
    if ('inline' in item) {
      return (
        <Group key={item.inline[0]?.key}>
          {item.inline.map((spec) => (
            <Field key={spec.key} spec={spec} value={value} set={set} errors={errors} />
          ))}
        </Group>
      );
    }
    return <Field key={item.key} spec={item} value={value} set={set} errors={errors} />;
  });
}

const BUSINESS: FieldSpec[] = [
  { kind: 'text', key: 'name', label: 'Business name' },
  { kind: 'text', key: 'tagline', label: 'Tagline' },
  { kind: 'text', key: 'email', label: 'Email', type: 'email' },
  { kind: 'text', key: 'phone', label: 'Phone', type: 'tel' },
  { kind: 'text', key: 'address', label: 'Street address' },
  { kind: 'text', key: 'city', label: 'City' },
  { kind: 'text', key: 'state', label: 'State' },
  { kind: 'text', key: 'postal_code', label: 'Postal code' },
  { kind: 'text', key: 'country', label: 'Country' },
  { kind: 'textarea', key: 'hours', label: 'Opening hours' },
];
const OWNER: FieldSpec[] = [
  { kind: 'text', key: 'name', label: 'Name' },
  { kind: 'text', key: 'title', label: 'Title', description: 'Such as Founder or Head chef.' },
  { kind: 'text', key: 'email', label: 'Email', type: 'email' },
  { kind: 'text', key: 'phone', label: 'Phone', type: 'tel' },
  {
    kind: 'text',
    key: 'photo_url',
    label: 'Photo',
    type: 'url',
    description: 'An image address (https://…).',
  },
  { kind: 'textarea', key: 'bio', label: 'Short bio' },
];
const SOCIAL_LABELS: Record<(typeof socialNetworks)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
};
const SOCIALS: FieldSpec[] = socialNetworks.map((key) => ({
  kind: 'text',
  key,
  label: SOCIAL_LABELS[key],
  type: 'url',
}));
const LEGALS: FieldSpec[] = [
  { kind: 'textarea', key: 'privacy', label: 'Privacy policy', minRows: 6, maxRows: 16 },
  { kind: 'textarea', key: 'service', label: 'Terms of service', minRows: 6, maxRows: 16 },
];

/** A settings group saved on its own, its fields drawn from `layout`. */
function SettingsForm<T extends Values>(props: {
  title: string;
  description: string;
  kind: 'settings' | 'options';
  name: string;
  initial: T;
  layout: Layout[];
  /** Fields no layout entry describes (the nine service slots), after the declared ones. */
  extra?: (value: T, set: (patch: Partial<T>) => void, errors: FieldErrors) => ReactNode;
  /** Which keys `extra` shows the message of. */
  extraShown?: (key: string) => boolean;
}) {
  const { layout, extra, extraShown, ...group } = props;
  const specs = layout.flatMap((item) =>
    'grid' in item ? item.grid : 'inline' in item ? item.inline : [item],
  );
  const declared = new Set(specs.filter(showsError).map((spec) => spec.key));
  const shown = (key: string) => declared.has(key) || (extraShown?.(key) ?? false);
  return (
    <GroupForm {...group} shown={shown}>
      {(value, set, errors) => (
        <>
          <Fields layout={layout} value={value} set={set as Setter} errors={errors} />
          {extra?.(value, set, errors)}
        </>
      )}
    </GroupForm>
  );
}

export function BusinessSettings({ settings }: { settings: SiteSettings }) {
  return (
    <SettingsForm
      title="Business"
      description="The business behind the site: shown in the header, contact section and footer."
      kind="settings"
      name="business_section"
      initial={settings.business_section}
      layout={[{ grid: BUSINESS }]}
    />
  );
}

export function OwnerSettings({ settings }: { settings: SiteSettings }) {
  return (
    <SettingsForm
      title="Owner"
      description="Who runs the business, for about sections and contact cards."
      kind="settings"
      name="owner_section"
      initial={settings.owner_section}
      layout={[{ grid: OWNER }]}
    />
  );
}

export function SocialSettings({ settings }: { settings: SiteSettings }) {
  return (
    <SettingsForm
      title="Social links"
      description="Full addresses (https://…); the header shows the ones you fill in."
      kind="settings"
      name="socials"
      initial={settings.socials}
      layout={[{ grid: SOCIALS }]}
    />
  );
}

export function LegalSettings({ settings }: { settings: SiteSettings }) {
  const site = useSite();
  return (
    <SettingsForm
      title="Legal"
      description={`Plain text; a blank line starts a paragraph. Once filled in, the site shows them at ${site.url}/privacy-policy and /terms-of-service.`}
      kind="settings"
      name="legals"
      initial={settings.legals}
      layout={LEGALS}
    />
  );
}

/** The nine service slots are fixed positions (SPEC §3), so each is keyed by its number. */
const SERVICE_SLOTS = Array.from({ length: SERVICE_COUNT }, (_, slot) => slot);
type ServiceItem = SiteOptions['services']['items'][number];
const SERVICE_FIELDS: Array<{
  key: 'Title' | 'Content' | 'Icon';
  label: string;
  description?: string;
  multiline?: boolean;
  clean?: (raw: string) => string;
}> = [
  { key: 'Title', label: 'Title' },
  { key: 'Content', label: 'Text', multiline: true },
  {
    key: 'Icon',
    label: 'Icon',
    description: 'A Font Awesome name, such as star or code.',
    clean: (raw) => raw.trim().toLowerCase(),
  },
];

function ServiceSlots({
  items,
  set,
  errors,
}: {
  items: ServiceItem[];
  set: (items: ServiceItem[]) => void;
  errors: FieldErrors;
}) {
  const change = (index: number, patch: Partial<ServiceItem>) =>
    set(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {SERVICE_SLOTS.map((index) => {
        const item = items[index]!;
        return (
          <Paper
            key={index}
            withBorder
            p="sm"
            bg={item.IsActive ? undefined : 'gray.0'}
            data-testid="service-slot"
          >
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  Service {index + 1}
                </Text>
                <Switch
                  size="sm"
                  aria-label={`Show service ${index + 1}`}
                  checked={item.IsActive}
                  onChange={(e) => change(index, { IsActive: e.currentTarget.checked })}
                />
              </Group>
              {SERVICE_FIELDS.map((field) => {
                const props = {
                  size: 'xs',
                  label: field.label,
                  description: field.description,
                  value: item[field.key],
                  error: errors[`items.${index}.${field.key}`],
                  onChange: (e: { currentTarget: { value: string } }) => {
                    const raw = e.currentTarget.value;
                    change(index, { [field.key]: field.clean ? field.clean(raw) : raw });
                  },
                } as const;
                return field.multiline ? (
                  <Textarea key={field.key} {...props} autosize minRows={2} />
                ) : (
                  <TextInput key={field.key} {...props} />
                );
              })}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

const show = (label: string): FieldSpec => ({ kind: 'switch', key: 'show', label });
const sectionTitle = (maw?: number): FieldSpec => ({
  kind: 'text',
  key: 'title',
  label: 'Section title',
  maw,
});

/** SPEC §3 site option blocks, in the order they appear on a page made from the business template. */
const OPTION_GROUPS: ReadonlyArray<{
  name: Exclude<keyof SiteOptions, 'services'>;
  title: string;
  layout: Layout[];
}> = [
  {
    name: 'styling',
    title: 'Styling',
    layout: [
      {
        grid: [
          {
            kind: 'color',
            key: 'primary_color',
            label: 'Primary colour',
            description: 'Buttons and accents.',
          },
          { kind: 'color', key: 'text_color', label: 'Text colour' },
          { kind: 'color', key: 'background_color', label: 'Background colour' },
          { kind: 'font', key: 'font_family', label: 'Font' },
        ],
      },
    ],
  },
  {
    name: 'header',
    title: 'Header',
    layout: [
      show('Show the header'),
      {
        kind: 'text',
        key: 'logo_url',
        label: 'Logo',
        description: 'An image address; the sample logo when empty.',
      },
      { kind: 'checkbox', key: 'show_socials', label: 'Show social links in the header' },
    ],
  },
  {
    name: 'menu',
    title: 'Menu',
    layout: [
      show('Show the menu section'),
      { kind: 'menu', key: 'menu_id', label: 'Menu shown in the Menu section' },
    ],
  },
  {
    name: 'banner',
    title: 'Banner',
    layout: [
      show('Show the banner'),
      {
        grid: [
          { kind: 'text', key: 'headline', label: 'Headline' },
          { kind: 'text', key: 'image_url', label: 'Background image' },
          { kind: 'text', key: 'button_text', label: 'Button text' },
          { kind: 'text', key: 'button_link', label: 'Button link' },
        ],
      },
      { kind: 'textarea', key: 'subheadline', label: 'Sub-headline', minRows: 2 },
    ],
  },
  {
    name: 'articles',
    title: 'Articles',
    layout: [
      show('Show the latest articles'),
      {
        grid: [
          sectionTitle(),
          { kind: 'number', key: 'count', label: 'How many', min: 1, max: 12, fallback: 3 },
        ],
      },
    ],
  },
  {
    name: 'about',
    title: 'About',
    layout: [
      show('Show the about section'),
      { grid: [sectionTitle(), { kind: 'text', key: 'image_url', label: 'Picture' }] },
      { kind: 'textarea', key: 'content', label: 'Text', minRows: 4 },
    ],
  },
  {
    name: 'contact',
    title: 'Contact',
    layout: [
      show('Show the contact section'),
      sectionTitle(420),
      {
        inline: [
          { kind: 'checkbox', key: 'show_form', label: 'Contact form' },
          { kind: 'checkbox', key: 'show_map', label: 'Map of the business address' },
        ],
      },
    ],
  },
  {
    name: 'footer',
    title: 'Footer',
    layout: [
      show('Show the footer'),
      { kind: 'text', key: 'text', label: 'Footer text', description: '“© Business name” when empty.' },
      {
        kind: 'checkbox',
        key: 'show_legal_links',
        label: 'Link the privacy policy and terms (when filled in)',
      },
    ],
  },
];

/** SPEC §3 site option blocks, which fill in pages made from the business website template. */
export function ContentSettings({ options }: { options: SiteOptions }) {
  const note = 'Pages you create from the business website template start with these.';
  const group = (name: (typeof OPTION_GROUPS)[number]['name']) => {
    const { title, layout } = OPTION_GROUPS.find((g) => g.name === name)!;
    return (
      <SettingsForm
        key={name}
        title={title}
        description={note}
        kind="options"
        name={name}
        initial={options[name] as Values}
        layout={layout}
      />
    );
  };
  return (
    <Stack gap="lg">
      {(['styling', 'header', 'menu', 'banner'] as const).map(group)}
      <SettingsForm
        title="Services"
        description="Nine slots; switched-off ones stay hidden until you fill them in."
        kind="options"
        name="services"
        initial={options.services}
        layout={[show('Show the services section'), sectionTitle(420)]}
        extra={(value, set, errors) => (
          <ServiceSlots items={value.items} set={(items) => set({ items })} errors={errors} />
        )}
        extraShown={(key) => /^items\.\d+\.(Title|Content|Icon)$/.test(key)}
      />
      {(['articles', 'about', 'contact', 'footer'] as const).map(group)}
    </Stack>
  );
}
