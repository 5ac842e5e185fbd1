import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createGatewayBody } from '@tessera/api-contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isPaymentsNotConfigured, useCreateGateway, useGateways } from '../../api/commerce.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { type FieldErrors, saveFailureErrors, zodFieldErrors } from '../../ui/forms.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { useSite, useSiteGate } from '../websites/siteContext.ts';
import { COUNTRY_CHOICES, countryForCurrency } from './countries.ts';
import { GatewayCurrencySelect, GatewayNameInput } from './GatewayFields.tsx';
import { GatewayStatusBadge } from './GatewayPanel.tsx';
import { PaymentsNav, PaymentsNotSetUp } from './parts.tsx';
import { commercePaths } from './paths.ts';

const SHOWN = ['name', 'currency', 'country', 'email'];

/**
 * SPEC §2 agency `gateway create`: connecting the site's Stripe account. The server makes the
 * connected account and answers Stripe's hosted onboarding link, which this screen opens; Stripe
 * sends the user back to `/auth/stripe/callback`.
 */
export function GatewayCreateScreen() {
  const site = useSite();
  const config = useAppConfig();
  const gateways = useGateways(site.id);
  const back = commercePaths.payments(site.id);

  let body: ReactNode;
  if (!config.billing.configured || isPaymentsNotConfigured(gateways.error)) body = <PaymentsNotSetUp />;
  else if (gateways.error && !gateways.data)
    body = (
      <LoadError
        title="The payment gateway could not be loaded"
        error={gateways.error}
        onRetry={() => void gateways.refetch()}
      />
    );
  else if (!gateways.data) body = <Skeleton h={320} maw={820} />;
  else {
    const current = gateways.data.find((gateway) => gateway.status !== 'revoked');
    body = current ? (
      <Alert color="blue" variant="light" title="This website already has a Stripe account" maw={820}>
        <Stack gap="sm" align="flex-start">
          <Group gap="xs">
            <Text size="sm">
              “{current.name}” ({current.account_id})
            </Text>
            <GatewayStatusBadge status={current.status} />
          </Group>
          <Text size="sm">A website has one gateway at a time: revoke it before connecting another.</Text>
          <Button component={Link} to={back} size="xs">
            Go to the gateway
          </Button>
        </Stack>
      </Alert>
    ) : (
      <ConnectForm />
    );
  }
  return (
    <>
      <PaymentsNav />
      {body}
    </>
  );
}

function ConnectForm() {
  const site = useSite();
  const navigate = useNavigate();
  const gate = useSiteGate('manage_commerce');
  const create = useCreateGateway(site.id);
  const [name, setName] = useState('Stripe');
  const [currency, setCurrency] = useState('usd');
  const [country, setCountry] = useState('US');
  const [countryChosen, setCountryChosen] = useState(false);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notConfigured, setNotConfigured] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const back = commercePaths.payments(site.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createGatewayBody.safeParse({
      platform: 'stripe',
      name,
      currency,
      country,
      ...(email.trim() === '' ? {} : { email: email.trim() }),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, SHOWN));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: ({ gateway, onboarding }) => {
        if (onboarding) {
          // Stripe's hosted onboarding; it comes back to /auth/stripe/callback.
          setLeaving(true);
          window.location.assign(onboarding.url);
          return;
        }
        notifications.show({
          color: gateway.status === 'active' ? 'teal' : 'yellow',
          message:
            gateway.status === 'active'
              ? 'Stripe account connected.'
              : 'Stripe account connected; its onboarding is not finished yet.',
          autoClose: TOAST_DURATION_MS,
        });
        navigate(back);
      },
      onError: (error) => {
        if (isPaymentsNotConfigured(error)) setNotConfigured(true);
        else setErrors(saveFailureErrors(error, SHOWN));
      },
    });
  };

  if (notConfigured) return <PaymentsNotSetUp />;
  return (
    <Paper withBorder p="lg" maw={820}>
      <Title order={2} size="h3" mb={4}>
        Connect a Stripe account
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Stripe opens next and asks the business this website sells for about itself and its bank account. When
        it is done, Stripe brings you back here. Payments go straight to that account.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} title="Stripe could not be connected" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <GatewayNameInput
              description="How this gateway is named in this app, such as the business's name."
              value={name}
              error={errors.name}
              onChange={setName}
            />
            <TextInput
              label="Business owner's e-mail"
              description="Optional: Stripe fills it in on its onboarding."
              type="email"
              autoComplete="off"
              maxLength={254}
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <GatewayCurrencySelect
              label="Currency"
              description="What this website's products are priced in."
              value={currency}
              error={errors.currency}
              onChange={(value) => {
                setCurrency(value);
                // A first guess at the country until one is chosen.
                const guess = countryForCurrency(value);
                if (!countryChosen && guess) setCountry(guess);
              }}
            />
            <Select
              size="md"
              label="Country of the business"
              description="Stripe opens the account in it; it cannot be changed later."
              data={COUNTRY_CHOICES}
              value={country}
              onChange={(value) => {
                if (!value) return;
                setCountry(value);
                setCountryChosen(true);
              }}
              allowDeselect={false}
              searchable
              error={errors.country}
            />
          </SimpleGrid>
          <FormButtons cancelTo={back} saving={create.isPending || leaving} gate={gate}>
            Continue to Stripe
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}
