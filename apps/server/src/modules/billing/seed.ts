import type { Database } from '../../db/client.ts';
import { plans, prices } from '../../db/schema/billing.ts';

type Writer = Pick<Database, 'insert'>;

interface DemoPlan {
  plan: typeof plans.$inferInsert;
  prices: Array<Omit<typeof prices.$inferInsert, 'planId' | 'currency'>>;
}

const COMMERCE_ELEMENTS = ['coupon', 'credit-card', 'order-select', 'order-summary', 'payment-link'];

/**
 * The demo's plans and prices (SPEC §9: the agency plan's 14-day trial), so the billing screens
 * and the order page have something to sell before an admin sets any up. They reach Stripe when
 * billing is set up and an admin saves them (or the first order asks for them).
 */
const DEMO_PLANS: DemoPlan[] = [
  {
    plan: {
      name: 'agency-monthly',
      title: 'Agency',
      description: 'Unlimited websites, pages and blogs for your clients, billed monthly.',
      type: 'agency',
      trialDays: 14,
    },
    prices: [{ amount: 9700, interval: 'Monthly' }],
  },
  {
    plan: {
      name: 'agency-yearly',
      title: 'Agency (yearly)',
      description: 'Everything in Agency, billed yearly: two months free.',
      type: 'agency',
      trialDays: 14,
    },
    prices: [{ amount: 97000, interval: 'Yearly' }],
  },
  {
    plan: {
      name: 'app-commerce',
      title: 'Commerce',
      description: 'Order pages, products, coupons and card payments on your sites.',
      type: 'app',
      premiumApps: ['commerce'],
      premiumElements: COMMERCE_ELEMENTS,
    },
    prices: [{ amount: 2900, interval: 'Monthly' }],
  },
  {
    plan: {
      name: 'app-podcast',
      title: 'Podcast',
      description: 'Podcast pages, episode galleries and distribution.',
      type: 'app',
      premiumApps: ['podcast'],
      premiumElements: ['podcast-gallery', 'youtube-gallery'],
    },
    prices: [{ amount: 1900, interval: 'Monthly' }],
  },
  {
    plan: {
      name: 'reseller',
      title: 'Reseller',
      description: 'Manage client agencies under your own brand; their access is covered by yours.',
      type: 'reseller',
    },
    prices: [{ amount: 19700, interval: 'Monthly' }],
  },
  {
    plan: {
      name: 'reseller-unlimited',
      title: 'Unlimited reseller',
      description: 'The reseller plan with every premium app and element included.',
      type: 'unlimited',
    },
    prices: [
      { amount: 29700, interval: 'Monthly' },
      { amount: 297000, interval: 'Yearly' },
    ],
  },
];

export async function seedDemoPlans(db: Writer): Promise<void> {
  for (const demo of DEMO_PLANS) {
    const [plan] = await db
      .insert(plans)
      .values(demo.plan)
      .returning({ id: plans.id, currency: plans.currency });
    await db
      .insert(prices)
      .values(demo.prices.map((price) => ({ ...price, planId: plan!.id, currency: plan!.currency })));
  }
}
