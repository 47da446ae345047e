// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describePageStates, openPage } from '../../../runtime/app/testing/index.ts';
import { GAP_X, sliderCaptchaFixtures } from '../fixtures.ts';
import { sliderCaptchaPages } from '../pageStates.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Moves the piece with the arrow keys (2 px each) taking `ms` in all, then releases it with Enter. */
async function slideTo(x: number, ms: number) {
  const handle = await screen.findByRole('slider', { name: '拖动滑块完成拼图' });
  let clock = 1000;
  const steps = x / 2;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  for (let i = 0; i < steps; i++) {
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    clock += ms / steps;
  }
  expect(handle.getAttribute('aria-valuenow')).toBe(String(x));
  fireEvent.keyDown(handle, { key: 'Enter' });
}

describe('hkhtml/index (slider captcha)', () => {
  it('shows the picture and the piece with the instruction', async () => {
    await openPage('/hkhtml/index', sliderCaptchaFixtures.data);
    expect(await screen.findByRole('img', { name: '验证图片：将拼图块移动到缺口处' })).toBeTruthy();
    expect(screen.getByText('向右拖动滑块完成拼图')).toBeTruthy();
    expect(screen.getByRole('slider').getAttribute('aria-valuemax')).toBe('256');
  });

  it('passes when the piece reaches the gap at a person’s pace', async () => {
    await openPage('/hkhtml/index', sliderCaptchaFixtures.data);
    await slideTo(GAP_X, 900);
    expect(await screen.findByText('验证通过', { selector: '[data-testid="captcha-result"]' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '换一张' })).toBeNull();
  });

  it('fails away from the gap, and too fast; then offers a new picture', async () => {
    await openPage('/hkhtml/index', sliderCaptchaFixtures.data);
    await slideTo(40, 900);
    expect(await screen.findByText('拼图位置不对')).toBeTruthy();
    expect(screen.getByTestId('captcha-result').textContent).toBe('验证未通过，请换一张图片重试');
    expect(screen.getByRole('button', { name: '换一张' })).toBeTruthy();
    cleanup();
    await openPage('/hkhtml/index', sliderCaptchaFixtures.data);
    await slideTo(GAP_X, 50);
    expect(await screen.findByText('操作过快，请重试')).toBeTruthy();
  });
});

describePageStates(sliderCaptchaPages.index);
