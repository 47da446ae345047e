/**
 * Every sandbox module, in the order their migrations run and their routes mount. A widget's backend
 * joins by adding one import and one entry here (see sandboxModule.ts).
 */
import { attachmentsModule } from './attachments.ts';
import { guideModule } from './guide.ts';
import { noticesModule } from './notices.ts';
import type { SandboxModule } from './sandboxModule.ts';

export const SANDBOX_MODULES: readonly SandboxModule[] = [
  // First: other modules seed their documents into its table.
  attachmentsModule,
  guideModule,
  noticesModule,
];
