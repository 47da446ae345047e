/**
 * Message delivery, the sandbox's kit piece for every backend that tells a user something: the channels,
 * the messages and quiet-hours tables, delivery honouring each recipient's do-not-disturb window.
 */
export * from './messageChannels.ts';
export * from './quietHours.ts';
export * from './messageTables.ts';
export * from './deliverMessage.ts';
