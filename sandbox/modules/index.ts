/**
 * Every sandbox module, in the order their migrations run and their routes mount. A widget's backend
 * joins by adding one import and one entry here (see sandboxModule.ts).
 */
import { attachmentsModule } from './attachments.ts';
import { greetingCardModule } from './greetingCard.ts';
import { guideModule } from './guide.ts';
import { materialModule } from './material.ts';
import { fileLibraryModule } from './fileLibrary.ts';
import { microStationModule } from './microStation.ts';
import { profileModule } from './profile.ts';
import { hotIssueModule } from './hotIssue.ts';
import { rssSubscriptionModule } from './rssSubscription.ts';
import { topicModule } from './topic.ts';
import { photoWallModule } from './photoWall.ts';
import { schoolAtlasModule } from './schoolAtlas.ts';
import { videoModule } from './video.ts';
import { codesModule } from './codes.ts';
import { publicAccountModule } from './publicAccount.ts';
import { noticesModule } from './notices.ts';
import type { SandboxModule } from './sandboxModule.ts';

export const SANDBOX_MODULES: readonly SandboxModule[] = [
  // First: other modules seed their documents into its table.
  attachmentsModule,
  guideModule,
  materialModule,
  fileLibraryModule,
  microStationModule,
  profileModule,
  hotIssueModule,
  topicModule,
  rssSubscriptionModule,
  greetingCardModule,
  videoModule,
  photoWallModule,
  schoolAtlasModule,
  codesModule,
  publicAccountModule,
  noticesModule,
];
