import { Alert, MultiSelect, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCoursePlanOptions } from '../../api/courses.ts';
import { describeError } from '../../api/errors.ts';

/**
 * Picks plans from every plan there is (`GET /admin-courses/plans`): the plans a course is in, the
 * plans an order page offers. The value keeps the order the plans were picked in.
 */
export function PlanPicker({
  description,
  value,
  error,
  onChange,
}: {
  description: string;
  value: string[];
  error: string | undefined;
  onChange: (value: string[]) => void;
}) {
  const options = useCoursePlanOptions();
  if (options.error) {
    return (
      <Alert color="red" variant="light" title="The plans could not be loaded">
        {describeError(options.error)}
      </Alert>
    );
  }
  const data = (options.data ?? []).map((plan) => ({
    value: String(plan.id),
    label: `${plan.name} (${[plan.type, plan.interval?.toLowerCase() ?? 'no price yet'].join(', ')})${plan.active ? '' : ' — not sold'}`,
  }));
  return (
    <MultiSelect
      label="Plans"
      description={description}
      placeholder={options.isPending ? 'Loading plans…' : value.length === 0 ? 'Choose plans' : undefined}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      nothingFoundMessage="No plan has that name"
      disabled={options.isPending}
    />
  );
}

/**
 * A list row's plans, one per line with an optional `detail` beside each name; "No plan" with
 * `whyItMatters` in a tooltip when there are none.
 */
export function PlanNames<P extends { id: number; name: string }>({
  plans,
  whyItMatters,
  detail,
}: {
  plans: readonly P[];
  whyItMatters: string;
  detail?: (plan: P) => ReactNode;
}) {
  if (plans.length === 0) {
    return (
      <Tooltip label={whyItMatters}>
        <Text size="sm" c="dimmed" tabIndex={0}>
          No plan
        </Text>
      </Tooltip>
    );
  }
  return (
    <Stack gap={2}>
      {plans.map((plan) => (
        <Text key={plan.id} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {plan.name}
          {detail ? (
            <>
              {' '}
              <Text span size="xs" c="dimmed">
                {detail(plan)}
              </Text>
            </>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
}
