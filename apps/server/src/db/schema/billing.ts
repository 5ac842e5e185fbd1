import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Plans agencies subscribe to: the agency plan, premium app plans and reseller plans. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  type: text('type').$type<'agency' | 'app' | 'reseller'>().notNull(),
  interval: text('interval').$type<'Daily' | 'Weekly' | 'Monthly' | 'Yearly'>().notNull().default('Monthly'),
  amount: integer('amount').notNull().default(0),
  currency: text('currency').notNull().default('usd'),
  /** A reseller plan with this flag grants every premium app and element (SPEC §4). */
  unlimited: boolean('unlimited').notNull().default(false),
  premiumApps: jsonb('premium_apps').$type<string[]>().notNull().default([]),
  premiumElements: jsonb('premium_elements').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
