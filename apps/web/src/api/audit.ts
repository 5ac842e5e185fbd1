import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditLogQuery, auditEndpoints } from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { userKey } from './keys.ts';

export function useAuditLog(query: AuditLogQuery) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'audit-log', query),
    queryFn: ({ signal }) => call(auditEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
