import { BILLING_MESSAGES, YEARLY_DISCOUNT_PERCENT, type PlanInterval } from '@hookline/domain';
import { Badge, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';

interface PeriodSwitchProps {
  value: PlanInterval;
  onChange: (period: PlanInterval) => void;
  /** Yearly subscribers cannot switch: the switch is disabled and says why. */
  locked: boolean;
  /** The '20% off' badge on Yearly (the research tab and the legacy page). */
  showDiscount?: boolean;
}

/** The Monthly/Yearly switch. */
export function PeriodSwitch({ value, onChange, locked, showDiscount = true }: PeriodSwitchProps) {
  const control = (
    <SegmentedControl
      aria-label="Billing period"
      value={value}
      onChange={(next) => onChange(next === 'yearly' ? 'yearly' : 'monthly')}
      disabled={locked}
      radius="xl"
      // Two equal segments wide enough for 'Yearly' and its badge.
      fullWidth
      w={280}
      data={[
        { value: 'monthly', label: 'Monthly' },
        {
          value: 'yearly',
          label: (
            <Group gap={6} wrap="nowrap" justify="center">
              <span>Yearly</span>
              {showDiscount && (
                <Badge size="sm" color="teal.9" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
                  {YEARLY_DISCOUNT_PERCENT}% off
                </Badge>
              )}
            </Group>
          ),
        },
      ]}
    />
  );
  return (
    <Group gap="sm" wrap="wrap">
      {locked ? (
        <Tooltip label={BILLING_MESSAGES.yearlyCannotSwitch}>
          <div>{control}</div>
        </Tooltip>
      ) : (
        control
      )}
      {locked && (
        <Text size="xs" c="dimmed">
          {BILLING_MESSAGES.yearlyCannotSwitch}
        </Text>
      )}
    </Group>
  );
}
