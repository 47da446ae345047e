/** The notice being written and its rules (the school checks the same on publishing). */
import type { UploadedFile } from '../../../runtime/app/index.ts';
import type { AnnouncementReleasePublishBody } from '../generated/types.ts';
import { richTextIsEmpty } from './cleanRichText.ts';

export type AudienceGroup = 'students' | 'teachers' | 'staff';

export const LIMITS = { title: 80, department: 40, content: 20_000 } as const;

export interface NoticeDraft {
  title: string;
  department: string;
  audience: AudienceGroup[];
  important: boolean;
  /** Already cleaned by the editor. */
  content: string;
  attachments: UploadedFile[];
}

export const emptyDraft = (): NoticeDraft => ({ title: '', department: '', audience: [], important: false, content: '', attachments: [] });

export type DraftProblem = 'title' | 'titleTooLong' | 'department' | 'departmentTooLong' | 'audience' | 'content' | 'contentTooLong';
export type DraftProblems = Partial<Record<'title' | 'department' | 'audience' | 'content', DraftProblem>>;

const length = (text: string) => [...text.trim()].length;

export function checkNotice(draft: NoticeDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (length(draft.title) === 0) problems.title = 'title';
  else if (length(draft.title) > LIMITS.title) problems.title = 'titleTooLong';
  if (length(draft.department) === 0) problems.department = 'department';
  else if (length(draft.department) > LIMITS.department) problems.department = 'departmentTooLong';
  if (draft.audience.length === 0) problems.audience = 'audience';
  if (richTextIsEmpty(draft.content)) problems.content = 'content';
  else if (draft.content.length > LIMITS.content) problems.content = 'contentTooLong';
  return problems;
}

/** The publish call's body: `all` when every group the school has is chosen. */
export function publishBody(draft: NoticeDraft, groups: readonly AudienceGroup[]): AnnouncementReleasePublishBody {
  const everyone = (['students', 'teachers', 'staff'] as const).every((group) => draft.audience.includes(group));
  return {
    title: draft.title.trim(),
    department: draft.department.trim(),
    content: draft.content,
    audience: everyone ? 'all' : groups.filter((group) => draft.audience.includes(group)).join(','),
    important: draft.important ? 1 : 0,
    attachments: draft.attachments.map((file) => file.url).join(','),
  };
}
