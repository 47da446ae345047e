import { describe, expect, it } from 'vitest';
import { classifyScannedCode, type Accepts } from '../pages/scannedCode.ts';

const all: Accepts = ['identity', 'qrLogin', 'link'];
const context = { origin: 'https://portal.demo.example', allowedHosts: ['www.demo.example'], accepts: all };
const token = 'q2bF9u0k3tT6hZQm1yVxK8pE';

describe('classifyScannedCode', () => {
  it('recognises an identity code', () => {
    expect(classifyScannedCode(' CPID1.1.tdd1m0.abcdefgh.sig ', context)).toEqual({ kind: 'identity', code: 'CPID1.1.tdd1m0.abcdefgh.sig' });
  });

  it('hands a QR login of this portal to smlogin, keeping only the token', () => {
    expect(classifyScannedCode(`https://portal.demo.example/smloginV2/index?token=${token}&next=//evil`, context)).toEqual({
      kind: 'qrLogin',
      path: `/smloginV2/index?token=${token}`,
    });
  });

  it('refuses a QR login of another host or with a malformed token', () => {
    expect(classifyScannedCode(`https://evil.example/smlogin/index?token=${token}`, context).kind).toBe('unknown');
    expect(classifyScannedCode('https://portal.demo.example/smlogin/index?token=<script>', context).kind).toBe('unknown');
  });

  it('offers https links of allowed hosts and portal pages only', () => {
    expect(classifyScannedCode('https://www.demo.example/news/1', context)).toEqual({
      kind: 'link',
      url: 'https://www.demo.example/news/1',
      host: 'www.demo.example',
    });
    expect(classifyScannedCode('http://www.demo.example/news/1', context).kind).toBe('unknown');
    expect(classifyScannedCode('https://user:pw@www.demo.example/', context).kind).toBe('unknown');
    expect(classifyScannedCode('javascript:alert(1)', context).kind).toBe('unknown');
    expect(classifyScannedCode('https://portal.demo.example/guide/detail?id=3', context)).toEqual({ kind: 'portal', path: '/guide/detail?id=3' });
  });

  it('does only what the page accepts', () => {
    const identityOnly = { ...context, accepts: ['identity'] as Accepts };
    expect(classifyScannedCode(`https://portal.demo.example/smlogin/index?token=${token}`, identityOnly).kind).toBe('unknown');
    expect(classifyScannedCode('https://www.demo.example/', identityOnly).kind).toBe('unknown');
    expect(classifyScannedCode('CPID1.1.tdd1m0.abcdefgh.sig', { ...context, accepts: ['link'] }).kind).toBe('unknown');
  });
});
