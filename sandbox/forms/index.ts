/**
 * What a form widget's backend stands on: read a submission's JSON body, accept it once
 * (checked, trimmed to what the form shows, one record per submission id), and check a seeded definition
 * at startup. The rules themselves are the browser's too: runtime/shared/forms/.
 */
export { readSubmission, MAX_SUBMISSION_BYTES, READ_SUBMISSION_MESSAGES, type SubmissionRead } from './readSubmission.ts';
export { acceptSubmission, ACCEPT_SUBMISSION_MESSAGES, FORM_PROBLEMS_MESSAGE, type Acceptance, type SubmissionToAccept } from './acceptSubmission.ts';
export { checkedDefinition } from './checkedDefinition.ts';
export { regionName } from './regionNames.ts';
export type { RegionLanguage } from '../../runtime/shared/regions/placeName.ts';
