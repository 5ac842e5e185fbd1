import { recordPaths } from '../design-records/kind.ts';

/** Where the admin block screens live (SPEC §2 admin `blocks`, the designer and the preview). */
export const adminBlockPaths = recordPaths('/admin/blocks', 'sandbox_design');
