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
import { useAutoCreateLanding, useCreateLanding } from '../../api/landings.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { siteHomePath } from '../../app/siteTabs.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { TemplateCatalogue } from '../templates/TemplateCatalogue.tsx';
import {
  type BusinessDetails,
  BusinessDetailsFields,
  EMPTY_BUSINESS_DETAILS,
} from './parts/BusinessDetailsFields.tsx';
import { SubdomainInput, subdomainFormatError } from './parts/SubdomainInput.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';
import { suggestSubdomain } from './templates.ts';

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

function FromTemplate() {
  const create = useCreateLanding();
  const open = useOpenNewSite();
  const [title, setTitle] = useState('');
  const [subdomain, setSubdomain] = useState('');
  const [subdomainEdited, setSubdomainEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [template, setTemplate] = useState<LandingTemplate>('default-site');
  // Where the site comes from: one of the platform's templates (a whole site) or a built-in design.
  const [source, setSource] = useState<'catalogue' | 'builtin'>('catalogue');
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [business, setBusiness] = useState<BusinessDetails>(EMPTY_BUSINESS_DETAILS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // Templates and the business website design fill their pages with the business details.
  const asksBusiness = source === 'catalogue' || template === 'default-site';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const fromCatalogue = source === 'catalogue';
    const shown = [
      'title',
      'subdomain',
      'description',
      ...(fromCatalogue ? ['template_id'] : []),
      ...(asksBusiness ? Object.keys(EMPTY_BUSINESS_DETAILS) : []),
    ];
    const parsed = createLandingBody.safeParse({
      title,
      subdomain,
      description,
      ...(asksBusiness ? business : {}),
      template: fromCatalogue ? 'blank' : template,
      ...(fromCatalogue && templateId !== null ? { template_id: templateId } : {}),
    });
    const missingTemplate = fromCatalogue && templateId === null;
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
    <form onSubmit={submit} noValidate aria-label="New website from a template">
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
        <Stack gap="xs">
          <Text size="sm" fw={500} id="site-start-from-label">
            Start from
          </Text>
          <SegmentedControl
            aria-labelledby="site-start-from-label"
            value={source}
            onChange={(next) => setSource(next as typeof source)}
            data={[
              { value: 'catalogue', label: 'Templates' },
              { value: 'builtin', label: 'Blank or built-in design' },
            ]}
            data-testid="site-source"
            w="fit-content"
          />
          {source === 'catalogue' ? (
            <TemplateCatalogue
              value={templateId}
              error={errors.template_id}
              onChange={(id) => {
                setTemplateId(id);
                setErrors(({ template_id: _, ...rest }) => rest);
              }}
            />
          ) : (
            <TemplatePicker label="Built-in design" value={template} onChange={setTemplate} />
          )}
        </Stack>
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

/** `POST /landings/auto`: a published site from a few facts, nothing else to decide. */
function QuickStart() {
  const create = useAutoCreateLanding();
  const open = useOpenNewSite();
  const [values, setValues] = useState({
    business_name: '',
    tagline: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    state: '',
    postal_code: '',
    services: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const bind = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: next }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const services = values.services
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const parsed = autoLandingBody.safeParse({ ...values, services });
    const shown = Object.keys(values);
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Business name" required {...bind('business_name')} />
          <TextInput label="Tagline" description="One sentence: who you help and how." {...bind('tagline')} />
          <TextInput label="Email" type="email" {...bind('email')} />
          <TextInput label="Phone" type="tel" {...bind('phone')} />
          <TextInput label="Street address" {...bind('address')} />
          <TextInput label="City" {...bind('city')} />
          <TextInput label="State" {...bind('state')} />
          <TextInput label="Postal code" {...bind('postal_code')} />
        </SimpleGrid>
        <Textarea
          label="Services"
          description="One per line, up to nine."
          autosize
          minRows={3}
          {...bind('services')}
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

/** SPEC §2 `/agency/websites/create`: from a template (or blank), or the quick start. */
export function CreateWebsiteScreen() {
  const [mode, setMode] = useState<'template' | 'quick'>('template');
  return (
    <>
      <ScreenHeader
        title="New website"
        description="Pick a starting point; everything can be changed later."
      />
      <Paper withBorder p="lg" maw={880}>
        <SegmentedControl
          mb="lg"
          value={mode}
          onChange={(next) => setMode(next as 'template' | 'quick')}
          data={[
            { value: 'template', label: 'Choose a template' },
            { value: 'quick', label: 'Quick start' },
          ]}
          aria-label="How to start"
        />
        {mode === 'template' ? <FromTemplate /> : <QuickStart />}
      </Paper>
    </>
  );
}
