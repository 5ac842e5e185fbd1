import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { duplicateLandingBody, landingPermissions } from '@tessera/api-contract';
import { countOf } from '@tessera/document';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { useDuplicateLanding, useSharedLanding } from '../../api/landings.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { siteHomePath } from '../../app/siteTabs.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert } from '../../ui/icons.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { SubdomainInput, subdomainFormatError } from './parts/SubdomainInput.tsx';
import { suggestSubdomain } from './templates.ts';

/**
 * SPEC §2 websites share: copy a website someone shared with you (its share code comes from the
 * Settings tab of the site, `GET /landings/{id}/unique-id`) into your own agency.
 */
export function ShareWebsiteScreen() {
  const navigate = useNavigate();
  const profile = useSignedInProfile();
  const [code, setCode] = useState('');
  const [title, setTitle] = useState('');
  const [subdomain, setSubdomain] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const trimmed = code.trim();
  const shared = useSharedLanding(trimmed);
  const duplicate = useDuplicateLanding();
  const looksLikeCode = /^[A-Za-z0-9_-]{16,64}$/.test(trimmed);

  // The copy's name and subdomain show only once the code names a shared site.
  const shown = ['unique_id', ...(shared.data ? ['title', 'subdomain'] : [])];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = duplicateLandingBody.safeParse({
      unique_id: trimmed,
      ...(title.trim() ? { title } : {}),
      ...(subdomain ? { subdomain } : {}),
    });
    if (!parsed.success || (subdomain && subdomainFormatError(subdomain))) {
      setErrors(parsed.success ? {} : zodFieldErrors(parsed.error, shown));
      return;
    }
    duplicate.mutate(parsed.data, {
      onSuccess: (site) => {
        const auth = {
          role: profile.role,
          blocked: profile.blocked,
          canCreateLanding: profile.can_create_landing,
        };
        navigate(siteHomePath(auth, [...landingPermissions], site.id) ?? '/agency/websites');
      },
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };

  return (
    <>
      <ScreenHeader
        title="Copy a shared website"
        description="Paste the share code you were given. You get your own copy: pages, menus, redirects and settings."
      />
      <Paper withBorder p="lg" maw={720}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert errors={errors} title="The website could not be copied" />
            <TextInput
              label="Share code"
              required
              value={code}
              error={errors.unique_id ?? (code && !looksLikeCode ? 'The share code is invalid.' : undefined)}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setErrors({});
              }}
              autoComplete="off"
              spellCheck={false}
              data-autofocus
            />
            {looksLikeCode ? (
              shared.isPending ? (
                <Skeleton h={56} />
              ) : shared.data ? (
                <Paper withBorder p="md" bg="gray.0" data-testid="shared-preview">
                  <Text fw={600}>{shared.data.title}</Text>
                  {shared.data.description ? (
                    <Text size="sm" c="dimmed">
                      {shared.data.description}
                    </Text>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    {countOf(shared.data.pages_count, 'page')}
                  </Text>
                </Paper>
              ) : (
                <Alert color="red" variant="light" icon={<IconAlert />}>
                  {isApiError(shared.error) && shared.error.status === 404
                    ? 'No website is shared with this code. It may have been stopped by its owner.'
                    : 'The code could not be checked. Try again.'}
                </Alert>
              )
            ) : null}
            {shared.data ? (
              <>
                <TextInput
                  label="Name of your copy"
                  placeholder={shared.data.title}
                  value={title}
                  error={errors.title}
                  onChange={(event) => {
                    const next = event.currentTarget.value;
                    setTitle(next);
                    if (!subdomain || subdomain === suggestSubdomain(title))
                      setSubdomain(suggestSubdomain(next));
                  }}
                />
                <SubdomainInput
                  required={false}
                  label="Subdomain (optional)"
                  value={subdomain}
                  touched={false}
                  serverError={errors.subdomain}
                  onChange={(next) => {
                    setSubdomain(next);
                    setErrors(({ subdomain: _, ...rest }) => rest);
                  }}
                />
              </>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/agency/websites">
                Cancel
              </Button>
              <Button type="submit" loading={duplicate.isPending} disabled={!shared.data}>
                Copy website
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
