/** The channels a message arrives on, in the order the message centre lists them (legacy-portal §3 message centre). */
export const MESSAGE_CHANNELS = [
  { id: 'notice', name: '通知公告' },
  { id: 'approval', name: '审批待办' },
  { id: 'service', name: '办事进度' },
  { id: 'system', name: '系统消息' },
] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]['id'];
export const MESSAGE_CHANNEL_IDS: readonly MessageChannel[] = MESSAGE_CHANNELS.map((c) => c.id);
export const messageChannelName = (id: string): string => MESSAGE_CHANNELS.find((c) => c.id === id)?.name ?? id;
