/**
 * The notice backend's table access that its routes share. Who a notice reaches, its summary and the
 * message each recipient gets are the kit's (sandbox/modules/noticeAudience.ts), shared with the
 * publishing backend (widgets/announcement-release/sandbox/).
 */

export interface NoticeRow {
  id: number;
  title: string;
  summary: string;
  content: string;
  department: string;
  publisher: string | null;
  publisher_name: string | null;
  audience: string;
  important: number;
  published_at: number;
}

/** SQL condition: the notice's audience (a comma list) holds the group bound as the parameter. */
export const FOR_GROUP = "instr(',' || n.audience || ',', ',' || @group || ',') > 0";
