import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditLogQuery, auditLogResponse } from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { userKey } from './keys.ts';

export function useAuditLog(query: AuditLogQuery) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'audit-log', query),
    queryFn: ({ signal }) => apiRequest('/audit-log', { query, schema: auditLogResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
