/** The plans of spec 3 §2 and §9, in the order the comparison shows them. */
export type PlanId = 'community' | 'standard' | 'enterprise';

export type Plan = {
  id: PlanId;
  name: string;
  /** What the plan costs, or that it is open source. */
  price: string;
  /** The capacity the price applies to; none for the open-source plan. */
  capacity?: string;
  action: { label: string; href: string };
};

/**
 * Where each plan's button leads: `ref=op` tells MinIO the visit came from a console in operator mode,
 * `ref=con` from one outside it.
 */
export function plansFor(operatorMode: boolean): readonly Plan[] {
  const referrer = `ref=${operatorMode ? 'op' : 'con'}`;
  return [
    {
      id: 'community',
      name: 'Community',
      price: 'Open Source',
      action: { label: 'Join the Community', href: `https://min.io/community?${referrer}` },
    },
    {
      id: 'standard',
      name: 'Standard',
      price: '$10 per TB per month',
      capacity: 'Up to 10 PB',
      action: { label: 'Subscribe to Standard', href: `https://min.io/pricing?${referrer}` },
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: '$20 per TB per month',
      capacity: 'Up to 5 PB',
      action: { label: 'Subscribe to Enterprise', href: `https://min.io/pricing?${referrer}` },
    },
  ];
}

/** The subscription service's pricing page, where the activation dialog's Sign Up leads. */
export const signUpUrl = 'https://min.io/pricing?ref=op';

/**
 * Without a license MinIO runs under the AGPLv3: the Community plan. With one, spec 3 §2's rule through
 * §4's levels: Enterprise at level 2 (ENTERPRISE), otherwise Standard.
 */
export function currentPlanOf(planLevel: 1 | 2 | undefined): PlanId {
  if (planLevel === undefined) return 'community';
  return planLevel === 2 ? 'enterprise' : 'standard';
}

export type PlanFeature = { name: string; values: Record<PlanId, string> };

export const notIncluded = 'Not included';

/**
 * The rows the spec compares; it leaves the values open, so these are a modest summary of each plan
 * (docs/decisions/license-page.md). MinIO's pricing page has the binding terms.
 */
export const planFeatures: readonly PlanFeature[] = [
  {
    name: 'License',
    values: { community: 'GNU AGPL v3', standard: 'Commercial license', enterprise: 'Commercial license' },
  },
  {
    name: 'Software Release',
    values: {
      community: 'Upstream releases',
      standard: 'Long-term support release',
      enterprise: 'Long-term support release',
    },
  },
  {
    name: 'SLA',
    values: {
      community: 'No SLA',
      standard: 'Response within 48 hours',
      enterprise: 'Response within 1 hour',
    },
  },
  {
    name: 'Support',
    values: { community: 'Community Slack', standard: '24/7 support', enterprise: '24/7 priority support' },
  },
  {
    name: 'Security Updates',
    values: {
      community: 'Self-serve: upgrade to the latest release',
      standard: 'Notices and patches',
      enterprise: 'Notices and patches',
    },
  },
  {
    name: 'Panic Button',
    values: { community: notIncluded, standard: 'Once a year', enterprise: 'Unlimited' },
  },
  {
    name: 'Architecture Review',
    values: { community: notIncluded, standard: 'Included', enterprise: 'Included' },
  },
  {
    name: 'Performance Review',
    values: { community: notIncluded, standard: notIncluded, enterprise: 'Included' },
  },
  {
    name: 'Indemnification',
    values: { community: notIncluded, standard: 'Standard terms', enterprise: 'Extended terms' },
  },
  {
    name: 'Security and Policy Review',
    values: { community: notIncluded, standard: notIncluded, enterprise: 'Included' },
  },
];
