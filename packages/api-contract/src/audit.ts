import { z } from 'zod';
import { endpoint, forRoles } from './endpoint.ts';
import { listEnvelope, pageQuery } from './envelopes.ts';

export const auditActions = [
  'impersonation.start',
  'impersonation.stop',
  'password.reset',
  'password.changed',
  'password.set_by_other',
  'user.created',
  'user.updated',
  'user.deleted',
  'agency.created',
  'agency.updated',
  'agency.archived',
  'agency.restored',
  'agency.openai_key_changed',
  'whitelabel.cert_requested',
  'preview_share.issued',
  'preview_share.revoked',
  'billing.changed',
  'billing.plan_given',
  'billing.canceled',
  'gateway.connected',
  'gateway.revoked',
] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

export const auditLogQuery = pageQuery.extend({
  action: auditAction.optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

const person = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.string() });

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: person.nullable(),
  subject: person.nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogResponse = listEnvelope(auditEntry);

/** What was done to accounts, for admins (SPEC §4: impersonation and account changes are audited). */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/audit-log',
    query: auditLogQuery,
    responses: { 200: auditLogResponse },
    access: forRoles(['Admin'], { kind: 'platform' }),
    summary: 'The audit log: impersonation start/stop, password and account changes, newest first',
    notes:
      '`action` filters; `search` matches the name or email of who acted or whom it concerned; `order` `desc` (default) / `asc`. Each entry `{ id, action, actor, subject, ip, details, created_at }`.',
  }),
};
