/**
 * Every sandbox module, in the order their migrations run and their routes mount. A widget's backend
 * joins by adding one import and one entry here (see sandboxModule.ts).
 */
import { attachmentsModule } from './attachments.ts';
import { guideModule } from './guide.ts';
import { photoWallModule } from './photoWall.ts';
import { schoolAtlasModule } from './schoolAtlas.ts';
import { videoModule } from './video.ts';
import type { SandboxModule } from './sandboxModule.ts';

export const SANDBOX_MODULES: readonly SandboxModule[] = [
  // First: other modules seed their documents into its table.
  attachmentsModule,
  guideModule,
  videoModule,
  photoWallModule,
  schoolAtlasModule,
];
