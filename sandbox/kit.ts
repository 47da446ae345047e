/**
 * The sandbox's kit: the one entry a widget's backend (`widgets/<id>/sandbox/`) imports from. What widget
 * backends share (the envelope, keyed routes, sessions and grants, the database, request parsing, the
 * campus directory, seeds, attachments, message delivery) is exported here; the rest of `sandbox/` is the
 * core's own and may change without touching a widget. The lint rule `portal/widget-boundaries`
 * (eslint.config.js) holds widgets to this entry.
 */
export * from './envelope.ts';
export * from './modules/keyedRoutes.ts';
export * from './modules/sandboxModule.ts';
export * from './modules/attachments.ts';
export * from './modules/widgetAccounts.ts';
export * from './modules/fieldProblem.ts';
export * from './modules/timeRange.ts';
export * from './modules/pageWindow.ts';
export * from './services.ts';
export * from './auth/sessions.ts';
export * from './auth/requireGrant.ts';
export * from './auth/passwords.ts';
export * from './auth/users.ts';
export * from './auth/siteGrants.ts';
export * from './auth/passwordLogin.ts';
export * from './auth/clientOfRequest.ts';
// Types only: the database module loads every widget backend (modules/sandboxModules.ts), which import this kit.
export type { SandboxDatabase } from './sandboxDatabase.ts';
export * from './queryParams.ts';
export * from './requestBody.ts';
export * from './listParams.ts';
export * from './forms/index.ts';
export * from './seed/seedTime.ts';
export * from './seed/accounts.ts';
export * from './seed/hostileFragments.ts';
export * from './seed/seedDocuments.ts';
export * from './seed/media/storeSeedMedia.ts';
export * from './campus/index.ts';
export * from './campus/seededRandom.ts';
export * from './campus/studentNames.ts';
export * from './campus/campusUnits.ts';
export * from './campus/campusDirectory.ts';
export * from './codes/codeHelpers.ts';
export * from './attachments/fileStore.ts';
export * from './attachments/fileTypes.ts';
export * from './routes/ownUpload.ts';
export * from './notices/sanitizeRichText.ts';
export * from './images/png.ts';
export * from '../runtime/shared/chinaTime.ts';
export * from '../runtime/shared/forms/index.ts';
export { safeRedirectPath } from '../runtime/shared/safeRedirectPath.ts';
export { apiDeclarations } from '../runtime/shared/apiDeclarations.ts';
export type { ResolvedApp, ResolvedSiteManifest } from '../runtime/shared/generated/resolvedSiteManifest.ts';
export type { LocalizedText } from '../runtime/shared/generated/formDefinition.ts';
export { validateFormDefinition } from '../runtime/host/manifest/manifestSchemas.ts';
export * from './messages/index.ts';
export * from './modules/noticeAudience.ts';
