import {
  Badge,
  Group,
  List,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { PlanDetail, PriceInterval, PriceSummary } from '@tessera/api-contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useAppConfig } from '../../app/appContext.tsx';
import { IconCheck } from '../../ui/icons.tsx';
import {
  INTERVAL_CHOICE_LABELS,
  intervalsOf,
  planFeatures,
  priceFor,
  priceParts,
  yearlySaving,
} from './pricing.ts';

/**
 * The interval the plan cards show prices for, among those the plans are sold in (monthly first);
 * it follows the plans when they change.
 */
export function useIntervalChoice(
  plans: readonly PlanDetail[] | undefined,
  preferred?: PriceInterval | null,
  { recurringOnly = false }: { recurringOnly?: boolean } = {},
) {
  // A subscription takes a recurring price; only an order may be one-time.
  const offered = intervalsOf(plans ?? []).filter((interval) => !recurringOnly || interval !== 'Once');
  const [chosen, setChosen] = useState<PriceInterval | null>(preferred ?? null);
  const interval = chosen && offered.includes(chosen) ? chosen : (offered[0] ?? null);
  useEffect(() => {
    if (preferred) setChosen(preferred);
  }, [preferred]);
  return { offered, interval, choose: setChosen };
}

/** Monthly / yearly (…): which prices the cards show. Nothing when there is only one. */
export function IntervalSwitch({
  offered,
  value,
  onChange,
}: {
  offered: readonly PriceInterval[];
  value: PriceInterval | null;
  onChange: (interval: PriceInterval) => void;
}) {
  if (offered.length < 2 || value === null) return null;
  return (
    <SegmentedControl
      aria-label="Billing period"
      value={value}
      onChange={(next) => onChange(next as PriceInterval)}
      data={offered.map((interval) => ({ value: interval, label: INTERVAL_CHOICE_LABELS[interval] }))}
    />
  );
}

/** A price large, its interval beside it. */
export function PriceTag({
  price,
  size = 28,
}: {
  price: Pick<PriceSummary, 'amount' | 'currency' | 'interval'>;
  size?: number;
}) {
  const { amount, per } = priceParts(price);
  return (
    <Group gap={6} align="baseline" wrap="nowrap">
      <Text fw={700} fz={size} lh={1.1}>
        {amount}
      </Text>
      <Text c="dimmed" size="sm">
        {per}
      </Text>
    </Group>
  );
}

/**
 * One plan: its name, what it is for, its price for the chosen interval, what it gives, and the
 * action the screen offers for it (`children`: subscribe, switch, the "Current plan" mark…).
 */
export function PlanCard({
  plan,
  price,
  highlighted = false,
  badge,
  children,
}: {
  plan: PlanDetail;
  price: PriceSummary | null;
  /** The agency's current plan: drawn with the primary colour's border. */
  highlighted?: boolean;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const { premiumAppDirectory } = useAppConfig();
  const id = useId();
  const saving = price?.interval === 'Yearly' ? yearlySaving(plan) : null;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="article"
      aria-labelledby={id}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-md)',
        borderColor: highlighted ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: highlighted ? 2 : undefined,
      }}
      data-testid={`plan-${plan.name}`}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title id={id} order={3} size="h4">
            {plan.title}
          </Title>
          {badge}
        </Group>
        {plan.description ? (
          <Text size="sm" c="dimmed">
            {plan.description}
          </Text>
        ) : null}
      </Stack>
      {price ? (
        <Stack gap={4}>
          <PriceTag price={price} />
          {saving ? (
            <Badge variant="light" color="teal" tt="none" w="fit-content">
              Save {saving}% on a year
            </Badge>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Not sold for this billing period.
        </Text>
      )}
      <List
        spacing={6}
        size="sm"
        style={{ flex: 1 }}
        icon={
          <ThemeIcon size={18} radius="xl" variant="light" color="teal">
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {planFeatures(plan, premiumAppDirectory).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {children}
    </Paper>
  );
}

/**
 * Plans side by side, as many a row as the space they are given holds (a container query: the
 * blocked owner's narrow card and the full screen alike).
 */
export function PlanGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '860px': 3 }}>
      {children}
    </SimpleGrid>
  );
}

/** Where plan cards will be while they load. */
export function PlanGridSkeleton() {
  return (
    <PlanGrid>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={260} radius="md" />
      ))}
    </PlanGrid>
  );
}

/**
 * The plans a grid shows for an interval: those sold in it, and those `keep` names (the plan the
 * agency holds, shown marked even when it is sold in another interval). Plans sold one per
 * interval ("Agency", "Agency (yearly)") so show one card per period.
 */
export function plansShown(
  plans: readonly PlanDetail[],
  interval: PriceInterval | null,
  keep: (plan: PlanDetail) => boolean = () => false,
): PlanDetail[] {
  return plans.filter((plan) => keep(plan) || shownPrice(plan, interval) !== null);
}

/** The price a plan card shows for the chosen interval. */
export function shownPrice(plan: PlanDetail, interval: PriceInterval | null): PriceSummary | null {
  return interval ? priceFor(plan, interval) : null;
}
