import {
  Alert,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type RedirectItem, type RedirectMatch, redirectBody } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { describeError } from '../../api/errors.ts';
import { useRedirect, useSaveRedirect } from '../../api/redirects.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert } from '../../ui/icons.tsx';
import { sitePaths } from '../websites/paths.ts';
import { useSite, useSiteGate } from '../websites/siteContext.ts';
import { useAllowedPath } from '../websites/useAllowedPath.ts';
import { REDIRECT_WORDS } from './RedirectsList.tsx';

function RedirectForm({ match, redirect }: { match: RedirectMatch; redirect: RedirectItem | null }) {
  const site = useSite();
  const navigate = useNavigate();
  const save = useSaveRedirect(site.id, match, redirect?.id ?? null);
  const gate = useSiteGate('manage_settings');
  const [from, setFrom] = useState(
    redirect
      ? match === 'prefix'
        ? `${redirect.from_path}/*`.replace('//*', '/*')
        : redirect.from_path
      : '',
  );
  const [to, setTo] = useState(redirect?.to_url ?? '');
  const [status, setStatus] = useState<'301' | '302'>(redirect?.status === 302 ? '302' : '301');
  const [errors, setErrors] = useState<FieldErrors>({});
  const allowed = useAllowedPath();
  const back = allowed(
    match === 'exact' ? sitePaths.redirects(site.id) : sitePaths.rules(site.id),
    sitePaths.pages(site.id),
  );
  const words = REDIRECT_WORDS[match];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = redirectBody.safeParse({ from_path: from, to_url: to, status: Number(status) });
    // The status is a two-way choice that cannot be wrong: its messages are the form's own.
    const shown = ['from_path', 'to_url'];
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, shown));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => navigate(back),
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };

  const folder = from
    .trim()
    .replace(/\/?\*$/, '')
    .replace(/\/+$/, '');
  return (
    <Paper withBorder p="lg" maw={820}>
      <Title order={2} size="h3" mb={4}>
        {redirect ? `Edit ${words.noun}` : `New ${words.noun}`}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {words.empty}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={match === 'prefix' ? 'Folder' : 'From'}
              description={
                match === 'prefix'
                  ? 'Every address under it, such as /blog/*'
                  : 'A path of this site, such as /old-page'
              }
              placeholder={match === 'prefix' ? '/blog/*' : '/old-page'}
              required
              value={from}
              error={errors.from_path}
              onChange={(e) => {
                setFrom(e.currentTarget.value);
                setErrors(({ from_path: _, ...rest }) => rest);
              }}
              data-autofocus
            />
            <TextInput
              label="To"
              description="A full address (https://…) or a path of this site (/…)"
              placeholder="https://example.com/new"
              required
              value={to}
              error={errors.to_url}
              onChange={(e) => {
                setTo(e.currentTarget.value);
                setErrors(({ to_url: _, ...rest }) => rest);
              }}
            />
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} mb={4}>
              Type
            </Text>
            <SegmentedControl
              aria-label="Redirect type"
              value={status}
              onChange={(value) => setStatus(value as '301' | '302')}
              data={[
                { value: '301', label: '301 · Permanent' },
                { value: '302', label: '302 · Temporary' },
              ]}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {status === '301'
                ? 'Search engines move the old address’s ranking to the new one. Use it when the move is for good.'
                : 'Search engines keep the old address. Use it for campaigns and short-lived moves.'}
            </Text>
          </div>
          {match === 'prefix' && to && from ? (
            <Text size="sm" c="dimmed" data-testid="rule-example">
              For example {`${folder}/2024/hello`} → {`${to.replace(/\/+$/, '')}/2024/hello`}
            </Text>
          ) : null}
          <FormButtons cancelTo={back} saving={save.isPending} gate={gate}>
            Save {words.noun}
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}

function RedirectEdit({ match }: { match: RedirectMatch }) {
  const site = useSite();
  const params = useParams();
  const redirect = useRedirect(site.id, match, Number(params.redirectId));
  if (redirect.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} title="It could not be loaded">
        {describeError(redirect.error)}
      </Alert>
    );
  }
  if (!redirect.data) return <Skeleton h={220} />;
  return <RedirectForm key={redirect.data.id} match={match} redirect={redirect.data} />;
}

export const RedirectCreateScreen = () => <RedirectForm match="exact" redirect={null} />;
export const RedirectEditScreen = () => <RedirectEdit match="exact" />;
export const RuleCreateScreen = () => <RedirectForm match="prefix" redirect={null} />;
export const RuleEditScreen = () => <RedirectEdit match="prefix" />;
