// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readQrSvg } from '../testing/readQrCode.ts';
import { QrCode } from './QrCode.tsx';

afterEach(cleanup);

/** The drawn code as jsQR reads it, and the coordinates of its dark modules. */
function drawn(testId = 'code') {
  const svg = screen.getByTestId(testId);
  const path = svg.querySelector('path')!.getAttribute('d')!;
  const modules = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => [Number(x), Number(y)] as const);
  return { svg, modules, ...readQrSvg(svg.getAttribute('viewBox')!, path) };
}

describe('QrCode', () => {
  it.each([
    ['ASCII text', 'hello, campus'],
    // As widgets/campus-code/sandbox/routes.ts signs it: CPID1.<user>.<expiry>.<nonce>.<27 characters of HMAC>.
    ['an identity token', 'CPID1.1.tev4xo.q8Zk-2Lw.5mHcR0vX_yT3bN9aQe7uK1jDfG2'],
    ['Chinese text (UTF-8)', '示范大学·统一身份认证 王小明'],
    [
      'a QR login link with a query string',
      'http://127.0.0.1:8080/smlogin/index?token=q_2bF9u-0k3tT6hZQm1yVxK8pE4gJr7c&redirect_url=%2Fnews%2Fdetail%3Fid%3D7',
    ],
    ['a text long enough to need version information', 'x'.repeat(300)],
  ])('draws %s that an independent decoder reads back', (_name, text) => {
    render(<QrCode value={text} label="code" testId="code" />);
    expect(drawn().text).toBe(text);
  });

  it('keeps a four-module quiet zone and is an image named by its label', () => {
    render(<QrCode value="CPID1.1.tev4xo.q8Zk-2Lw" label="王小明的身份码" size={320} testId="code" />);
    const { svg, modules, version } = drawn();
    const extent = 17 + 4 * version + 8;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${extent} ${extent}`);
    expect(modules.every(([x, y]) => x >= 4 && y >= 4 && x < extent - 4 && y < extent - 4)).toBe(true);
    // The outer corners of the three finder patterns touch the quiet zone: four modules, no more.
    for (const corner of [
      [4, 4],
      [extent - 5, 4],
      [4, extent - 5],
    ])
      expect(modules).toContainEqual(corner);
    expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#fff');
    expect(screen.getByRole('img', { name: '王小明的身份码' })).toBe(svg);
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['320', '320']);
  });

  it('draws the new text when the value changes', () => {
    const { rerender } = render(<QrCode value="first" label="code" testId="code" />);
    rerender(<QrCode value="second" label="code" testId="code" />);
    expect(drawn().text).toBe('second');
  });
});
