/** What the health report's routes share: the services, the directory, the stores and the access rules. */
import type { CampusDirectory, SandboxServices } from '../../../sandbox/kit.ts';
import type { Access } from './access.ts';
import type { createReportCounts } from './reportCounts.ts';
import type { createTypeStore } from './reportStore.ts';

export interface HealthContext {
  services: SandboxServices;
  campus: CampusDirectory;
  types: ReturnType<typeof createTypeStore>;
  counts: ReturnType<typeof createReportCounts>;
  access: Access;
}
