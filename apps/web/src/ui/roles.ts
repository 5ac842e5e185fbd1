import type { Role } from '@tessera/api-contract';

export const roleLabel: Record<Role, string> = {
  Admin: 'Administrator',
  Agency: 'Agency owner',
  AgencyUser: 'Agency user',
  WebsiteUser: 'Website user',
  CardUser: 'Card user',
};
