/**
 * the SMS code the sandbox answers (it has no SMS gateway) is no part of the production
 * contract. No widget's response contract, nor the account widget's generated types, declares it; the
 * sandbox sends it under `sandbox`, and only that is read as a code to show.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDeclarations } from '../../../sandbox/kit.ts';
import { sandboxDevCode } from '../accountRules.ts';

const contracts = [...apiDeclarations()].filter(([, declared]) => declared.response).map(([key, declared]) => [key, declared.response!] as const);

describe('the sandbox-only SMS code', () => {
  it('is declared by no response contract', () => {
    expect(contracts.length).toBeGreaterThan(0);
    for (const [key, file] of contracts) {
      const text = readFileSync(file, 'utf8');
      expect(text, key).not.toMatch(/devCode/i);
      expect(Object.keys((JSON.parse(text) as { properties?: object }).properties ?? {}), key).not.toContain('sandbox');
    }
  });

  it('is absent from the contract of account.sendSmsCode and its generated type', () => {
    const declared = apiDeclarations().get('account.sendSmsCode')!;
    const schema = JSON.parse(readFileSync(declared.response!, 'utf8')) as { properties: object; additionalProperties: boolean };
    expect(Object.keys(schema.properties).sort()).toEqual(['expiresIn', 'phone', 'resendIn']);
    expect(schema.additionalProperties).toBe(false);
    expect(readFileSync(new URL('../generated/types.ts', import.meta.url), 'utf8')).not.toContain('devCode');
  });

  it('is read only under the sandbox marker, as six digits', () => {
    expect(sandboxDevCode({ phone: '137****5678', expiresIn: 300, resendIn: 60, sandbox: { devCode: '246810' } })).toBe('246810');
    expect(sandboxDevCode({ phone: '137****5678', expiresIn: 300, resendIn: 60 })).toBeUndefined();
    expect(sandboxDevCode({ devCode: '246810' })).toBeUndefined();
    expect(sandboxDevCode({ sandbox: { devCode: '<b>1</b>' } })).toBeUndefined();
    expect(sandboxDevCode({ sandbox: '246810' })).toBeUndefined();
    expect(sandboxDevCode(null)).toBeUndefined();
  });
});
