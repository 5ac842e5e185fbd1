import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  autoLandingBody,
  createLandingBody,
  type LandingTemplate,
  landingPermissions,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCategoryAreaList } from '../../api/design-records.ts';
import { useAutoCreateLanding, useCreateLanding } from '../../api/landings.ts';
import { templateArea } from '../../api/templates.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { siteHomePath } from '../../app/siteTabs.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { TemplateCatalogue } from '../templates/TemplateCatalogue.tsx';
import {
  type BusinessDetails,
  BusinessDetailsFields,
  BusinessDetailsInputs,
  EMPTY_BUSINESS_DETAILS,
} from './parts/BusinessDetailsFields.tsx';
import { SubdomainInput, subdomainFormatError } from './parts/SubdomainInput.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';
import { suggestSubdomain, TEMPLATE_CHOICES } from './templates.ts';

function useOpenNewSite() {
  const navigate = useNavigate();
  const profile = useSignedInProfile();
  return (landingId: number) => {
    const auth = {
      role: profile.role,
      blocked: profile.blocked,
      canCreateLanding: profile.can_create_landing,
    };
    // Whoever creates a site holds every permission on it.
    navigate(siteHomePath(auth, [...landingPermissions], landingId) ?? '/agency/websites');
  };
}

/** What the new site starts from: nothing, one of the platform's templates, or a built-in design. */
type Choice = { kind: 'catalogue'; id: number } | { kind: 'builtin'; template: LandingTemplate };

/**
 * The site's name, address and description, and with `withTemplates` the one list of starting
 * designs: the platform's templates, then the built-in designs the platform does not already
 * offer by the same name (a template is never offered twice). The fields keep what was typed when
 * the user switches between Blank and Template.
 */
function SiteForm({ withTemplates }: { withTemplates: boolean }) {
  const create = useCreateLanding();
  const open = useOpenNewSite();
  const [title, setTitle] = useState('');
  const [subdomain, setSubdomain] = useState('');
  const [subdomainEdited, setSubdomainEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [business, setBusiness] = useState<BusinessDetails>(EMPTY_BUSINESS_DETAILS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const builtins = useBuiltinDesigns();
  // Templates and the business website design fill their pages with the business details.
  const asksBusiness =
    withTemplates &&
    (choice?.kind === 'catalogue' || (choice?.kind === 'builtin' && choice.template === 'default-site'));

  const choose = (next: Choice) => {
    setChoice(next);
    setErrors(({ template_id: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const picked = withTemplates ? choice : null;
    const shown = [
      'title',
      'subdomain',
      'description',
      ...(withTemplates ? ['template_id'] : []),
      ...(asksBusiness ? Object.keys(EMPTY_BUSINESS_DETAILS) : []),
    ];
    const parsed = createLandingBody.safeParse({
      title,
      subdomain,
      description,
      ...(asksBusiness ? business : {}),
      template: picked?.kind === 'builtin' ? picked.template : 'blank',
      ...(picked?.kind === 'catalogue' ? { template_id: picked.id } : {}),
    });
    const missingTemplate = withTemplates && picked === null;
    if (!parsed.success || subdomainFormatError(subdomain) || missingTemplate) {
      setErrors({
        ...(parsed.success ? {} : zodFieldErrors(parsed.error, shown)),
        ...(missingTemplate ? { template_id: 'Choose a template.' } : {}),
      });
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (site) => open(site.id),
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={withTemplates ? 'New website from a template' : 'New blank website'}
    >
      <Stack gap="md">
        <FormAlert errors={errors} title="The website could not be created" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Website name"
            required
            value={title}
            error={errors.title}
            data-autofocus
            onChange={(event) => {
              const next = event.currentTarget.value;
              setTitle(next);
              setErrors(({ title: _, ...rest }) => rest);
              if (!subdomainEdited) setSubdomain(suggestSubdomain(next));
            }}
          />
          <SubdomainInput
            value={subdomain}
            touched={submitted || subdomainEdited}
            serverError={errors.subdomain}
            onChange={(next) => {
              setSubdomain(next);
              setSubdomainEdited(true);
              setErrors(({ subdomain: _, ...rest }) => rest);
            }}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          description="For you and your team; visitors do not see it."
          autosize
          minRows={2}
          maxLength={500}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {withTemplates ? (
          <Stack gap="md">
            <Text size="sm" fw={500} mb={-8}>
              Templates
            </Text>
            <TemplateCatalogue
              value={choice?.kind === 'catalogue' ? choice.id : null}
              error={choice?.kind === 'builtin' ? undefined : errors.template_id}
              onChange={(id) => choose({ kind: 'catalogue', id })}
            />
            {builtins.length > 0 ? (
              <TemplatePicker
                label="Built-in designs"
                choices={builtins}
                value={choice?.kind === 'builtin' ? choice.template : null}
                onChange={(template) => choose({ kind: 'builtin', template })}
              />
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            The site starts with an empty home page to design from scratch.
          </Text>
        )}
        {asksBusiness ? (
          <BusinessDetailsFields
            value={business}
            errors={errors}
            siteName={title}
            onChange={(name, next) => {
              setBusiness((current) => ({ ...current, [name]: next }));
              setErrors(({ [name]: _, ...rest }) => rest);
            }}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/agency/websites">
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create website
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The built-in designs offered beside the platform's templates: not Blank (a tab of its own), and
 * none the platform publishes a template of under the same name (the demo's "Business website").
 */
function useBuiltinDesigns(): LandingTemplate[] {
  // Names only: the catalogue's first hundred are every template a platform keeps in practice.
  const catalogue = useCategoryAreaList(templateArea, 'catalogue', { page: 1, per_page: 100 });
  const offered = new Set((catalogue.data?.data ?? []).map((template) => template.name.trim().toLowerCase()));
  if (!catalogue.data) return [];
  return TEMPLATE_CHOICES.filter(
    (choice) => choice.value !== 'blank' && !offered.has(choice.label.toLowerCase()),
  ).map((choice) => choice.value);
}

/** `POST /landings/auto`: a published site from a few facts, nothing else to decide. */
function QuickStart() {
  const create = useAutoCreateLanding();
  const open = useOpenNewSite();
  const [business, setBusiness] = useState<BusinessDetails>(EMPTY_BUSINESS_DETAILS);
  const [services, setServices] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = [...Object.keys(EMPTY_BUSINESS_DETAILS), 'services'];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = autoLandingBody.safeParse({
      ...business,
      services: services
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, shown));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (site) => open(site.id),
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Quick start">
      <Stack gap="md">
        <FormAlert errors={errors} title="The website could not be built" />
        <Text size="sm" c="dimmed">
          Tell us about the business. We build the whole site from the business website template, pick a free
          address from the name and publish it, ready to refine.
        </Text>
        <BusinessDetailsInputs
          value={business}
          errors={errors}
          nameRequired
          onChange={(name, next) => {
            setBusiness((current) => ({ ...current, [name]: next }));
            setErrors(({ [name]: _, ...rest }) => rest);
          }}
        />
        <Textarea
          label="Services"
          description="One per line, up to nine."
          autosize
          minRows={3}
          value={services}
          error={errors.services}
          onChange={(event) => {
            setServices(event.currentTarget.value);
            setErrors(({ services: _, ...rest }) => rest);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/agency/websites">
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Build and publish
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Start = 'blank' | 'template' | 'quick';

/**
 * SPEC §2 `/agency/websites/create`: one choice of how to start (blank first, a template, or the
 * quick start), then what that start needs.
 */
export function CreateWebsiteScreen() {
  const [start, setStart] = useState<Start>('blank');
  return (
    <>
      <ScreenHeader
        title="New website"
        description="Pick a starting point; everything can be changed later."
      />
      <Paper withBorder p="lg" maw={880}>
        <SegmentedControl
          mb="lg"
          value={start}
          onChange={(next) => setStart(next as Start)}
          data={[
            { value: 'blank', label: 'Blank' },
            { value: 'template', label: 'Template' },
            { value: 'quick', label: 'Quick start' },
          ]}
          aria-label="How to start"
          data-testid="site-start"
        />
        {start === 'quick' ? <QuickStart /> : <SiteForm withTemplates={start === 'template'} />}
      </Paper>
    </>
  );
}
