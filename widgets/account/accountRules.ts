/**
 * The account rules the page checks as the user types and the school's backend checks again (the
 * sandbox imports this file): one source, so the form never accepts what the server refuses. The
 * profile's limits are its body contract's, which the sandbox checks every save against. Plain
 * TypeScript, no browser or Node API.
 */
import profileContract from './contracts/account.updateProfile.body.schema.json' with { type: 'json' };

/** A mainland China mobile number: 11 digits starting 13–19. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
/** The SMS verification code the school sends. */
export const SMS_CODE = /^\d{6}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** Of lower case, upper case, digits and symbols, a password needs at least this many kinds. */
export const PASSWORD_MIN_KINDS = 3;

export const NICKNAME_MAX_CHARS = profileContract.properties.nickname.maxLength;
export const EMAIL_MAX_CHARS = profileContract.properties.email.maxLength;
export const BIO_MAX_CHARS = profileContract.properties.bio.maxLength;
export const GENDERS = ['male', 'female', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];

/** Why a password is refused, most basic first; the page words each one. */
export type PasswordProblem = 'empty' | 'tooShort' | 'tooLong' | 'fewKinds' | 'sameAsUsername' | 'sameAsOld';

/** How many of the four kinds of characters a password uses. */
export function passwordKinds(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d\s]/].filter((kind) => kind.test(password)).length;
}

/** The first rule `next` breaks (length ≥ 8, three kinds, not the user name, not the old one), or undefined. */
export function passwordProblem(next: string, context: { username: string; oldPassword?: string }): PasswordProblem | undefined {
  if (next === '') return 'empty';
  if ([...next].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if ([...next].length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (passwordKinds(next) < PASSWORD_MIN_KINDS) return 'fewKinds';
  if (next.toLowerCase() === context.username.trim().toLowerCase()) return 'sameAsUsername';
  if (context.oldPassword !== undefined && next === context.oldPassword) return 'sameAsOld';
  return undefined;
}

/** A plain address check (something@host.tld, no spaces); the mailbox itself is never contacted. */
export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_CHARS && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/.test(text);
}

/** Characters as a reader counts them (an emoji is one), for the length limits. */
export const charCount = (text: string) => [...text].length;

/** A nickname may hold no control character (below U+0020, or DEL) and no angle bracket. */
export function nicknameHasForbiddenCharacter(nickname: string): boolean {
  return [...nickname].some((character) => character < ' ' || character === '\u007f' || character === '<' || character === '>');
}

/** `138****5678`: what a page shows of a phone number. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** An avatar is a file the school's upload call stored (`/site/attach?file=all/…`), or none. */
export function isAttachmentUrl(url: string): boolean {
  return /^\/site\/attach\?file=all\/[A-Za-z0-9/_.-]+$/.test(url) && !url.includes('..');
}

/**
 * Business error codes of the account calls (`e` of the envelope), so the page can word each in the
 * reader's language; `m` carries the zh text for anyone else.
 */
export const ACCOUNT_ERRORS = {
  invalid: 400,
  wrongPassword: 40101,
  weakPassword: 40102,
  wrongCode: 40201,
  codeExpired: 40202,
  tooManyAttempts: 40203,
  cooldown: 42901,
  phoneTaken: 40901,
  alreadyBound: 40902,
  notBound: 40903,
  notLinked: 40301,
} as const;
export type AccountErrorCode = (typeof ACCOUNT_ERRORS)[keyof typeof ACCOUNT_ERRORS];

/**
 * What the sandbox adds to an `account.sendSmsCode` answer, outside the contract: having no SMS gateway,
 * it answers the code itself under `sandbox`, the member by which an answer says it comes from the
 * sandbox. A school's backend texts the code and never sends this (the contract does not allow it).
 */
export interface SandboxSmsAid {
  sandbox: { devCode: string };
}

/**
 * The code to show a demo user: only a 6-digit `sandbox.devCode`, never a bare `devCode` or anything
 * else a backend might send.
 */
export function sandboxDevCode(answer: unknown): string | undefined {
  const aid = (answer as Partial<SandboxSmsAid> | null | undefined)?.sandbox;
  const code = aid && typeof aid === 'object' ? (aid as { devCode?: unknown }).devCode : undefined;
  return typeof code === 'string' && SMS_CODE.test(code) ? code : undefined;
}
