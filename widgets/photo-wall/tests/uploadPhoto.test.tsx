// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, type Fixtures, describePageStates, openPage, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { collectionFixtures, student, uploaded, uploadFixtures } from '../fixtures.ts';
import { photoWallPages } from '../pageStates.ts';

// jsdom decodes no images and has no canvas: the scaling itself is checked in Chromium (e2e); here it is
// replaced so the page's choice between the two upload calls can be tested.
vi.mock('../pages/downscaleImage.ts', () => ({
  downscaleImage: (image: HTMLImageElement, maxEdge: number) =>
    Math.max(image.naturalWidth, image.naturalHeight) > maxEdge ? 'data:image/jpeg;base64,/9j/AAAA' : undefined,
  scaledName: (name: string) => name.replace(/\.[^.]*$/, '.jpg'),
}));

vi.setConfig({ testTimeout: 20_000 });
resetPagesAfterEach();

/** Every call the page makes, with its body. */
function recording(fixtures: Fixtures) {
  const calls: { path: string; body: URLSearchParams }[] = [];
  const recorded: Fixtures = {};
  for (const [path, fixture] of Object.entries(fixtures)) {
    recorded[path] =
      typeof fixture === 'object' && 'e' in fixture ? (_query: URLSearchParams, body: URLSearchParams) => (calls.push({ path, body }), fixture) : fixture;
  }
  return { calls, fixtures: recorded };
}

/** The pages, opened by a logged-in student. */
const open = (path: string, fixtures: Fixtures) => openPage(path, fixtures, { user: student });

const png = (name = '晚霞.png', bytes = 2048, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe('photowall/uploadPhoto', () => {
  it("shows today's quota and accepts only images", async () => {
    await open('/photowall/uploadPhoto', uploadFixtures.data);
    expect((await screen.findByTestId('upload-quota')).textContent).toBe('今天还可上传 4 张');
    expect(screen.getByText('另有 1 张照片正在审核')).toBeTruthy();
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/gif,image/webp');
  });

  it.each([
    [1, '1 of your photos is under review'],
    [3, '3 of your photos are under review'],
  ])('says in English how many photos are under review (%i)', async (pending, text) => {
    await openPage(
      '/photowall/uploadPhoto',
      { ...uploadFixtures.data, '/photowall/quota': ok({ dailyLimit: 5, usedToday: 1, pending }) },
      { user: student, language: 'en' },
    );
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says what is missing when sending an empty form', async () => {
    const { calls, fixtures } = recording(uploadFixtures.data);
    await open('/photowall/uploadPhoto', fixtures);
    fireEvent.click(await screen.findByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('请选择一张照片')).toBeTruthy();
    expect(screen.getByText('请填写标题')).toBeTruthy();
    expect(calls.filter((c) => c.path !== '/photowall/quota')).toEqual([]);
  });

  it('refuses a file of the wrong type before sending anything', async () => {
    const { calls, fixtures } = recording(uploadFixtures.data);
    await open('/photowall/uploadPhoto', fixtures);
    await screen.findByTestId('upload-quota');
    pick(png('课表.pdf', 2048, 'application/pdf'));
    expect((await screen.findByTestId('photo-problem')).textContent).toBe('不支持“课表.pdf”的文件类型');
    expect(screen.queryByTestId('photo-preview')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/upload'))).toBe(false);
  });

  it('refuses a photo over 5 MB before sending anything', async () => {
    const { calls, fixtures } = recording(uploadFixtures.data);
    await open('/photowall/uploadPhoto', fixtures);
    await screen.findByTestId('upload-quota');
    pick(png('大图.png', 5 * 1024 * 1024 + 1));
    expect((await screen.findByTestId('photo-problem')).textContent).toBe('“大图.png”超过 5 MB，请压缩后再上传');
    expect(calls.some((c) => c.path.startsWith('/upload'))).toBe(false);
  });

  it('checks the title and description lengths as the user types', async () => {
    await open('/photowall/uploadPhoto', uploadFixtures.data);
    const title = await screen.findByRole('textbox', { name: /标题/ });
    fireEvent.change(title, { target: { value: '很'.repeat(31) } });
    expect(await screen.findByText('标题不能超过 30 个字')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: /描述/ }), { target: { value: '长'.repeat(201) } });
    expect(await screen.findByText('描述不能超过 200 个字')).toBeTruthy();
  });

  it('uploads a photo that fits as a file (upload.index), then sends it for review', async () => {
    const { calls, fixtures } = recording(uploadFixtures.data);
    await open('/photowall/uploadPhoto', { ...fixtures, '/photowall/mine': ok({ total: 0, list: [] }) });
    await screen.findByTestId('upload-quota');
    pick(png());
    expect(await screen.findByTestId('photo-preview')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /标题/ }), { target: { value: ' 湖心亭的晚霞 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /描述/ }), { target: { value: '今天的晚霞太美了。' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    const done = await screen.findByTestId('dialog-alert');
    expect(done.textContent).toContain('已提交，审核通过后将展示在照片墙上');
    expect(calls.map((c) => c.path)).toEqual(['/photowall/quota', '/upload/index', '/photowall/submit']);
    expect(calls[1]!.body.has('file')).toBe(true);
    const submitted = calls[2]!.body;
    expect([submitted.get('title'), submitted.get('description'), submitted.get('url')]).toEqual(['湖心亭的晚霞', '今天的晚霞太美了。', uploaded.url]);
    fireEvent.click(within(done).getByRole('button'));
  });

  it('scales a large photo down and sends it as image data (upload.bybase64)', async () => {
    const { calls, fixtures } = recording(uploadFixtures.data);
    await open('/photowall/uploadPhoto', fixtures);
    await screen.findByTestId('upload-quota');
    pick(png('全景.png'));
    const preview = (await screen.findByTestId('photo-preview')) as HTMLImageElement;
    Object.defineProperty(preview, 'naturalWidth', { value: 4000 });
    Object.defineProperty(preview, 'naturalHeight', { value: 3000 });
    fireEvent.load(preview);
    fireEvent.change(screen.getByRole('textbox', { name: /标题/ }), { target: { value: '全景' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await screen.findByTestId('dialog-alert');
    expect(calls.map((c) => c.path)).toEqual(['/photowall/quota', '/upload/bybase64', '/photowall/submit']);
    expect(calls[1]!.body.get('image')).toBe('data:image/jpeg;base64,/9j/AAAA');
    expect(calls[1]!.body.get('name')).toBe('全景.jpg');
  });

  it("shows the school's reason when the photo is refused", async () => {
    await open('/photowall/uploadPhoto', { ...uploadFixtures.data, '/photowall/submit': { e: 400, m: '每天最多上传 5 张照片，请明天再来', d: null } });
    await screen.findByTestId('upload-quota');
    pick(png());
    await screen.findByTestId('photo-preview');
    fireEvent.change(screen.getByRole('textbox', { name: /标题/ }), { target: { value: '晚霞' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect((await screen.findByTestId('submit-failure')).textContent).toBe('提交失败：每天最多上传 5 张照片，请明天再来');
  });

  it("says to come back tomorrow when today's quota is used", async () => {
    await open('/photowall/uploadPhoto', uploadFixtures.empty);
    expect(await screen.findByText('今天已上传 5 张，请明天再来')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
  });
});

describePageStates(photoWallPages.uploadPhoto);

describe('photoCollection/index entry', () => {
  it('sends a photo to the open campaign and reloads its entries', async () => {
    const { calls, fixtures } = recording(collectionFixtures.data);
    await open('/photoCollection/index', fixtures);
    await screen.findByTestId('campaign');
    pick(png('晨光.png'));
    await screen.findByTestId('photo-preview');
    fireEvent.change(screen.getByRole('textbox', { name: /作品名称/ }), { target: { value: '晨光' } });
    fireEvent.click(screen.getByRole('button', { name: '提交作品' }));
    expect(await screen.findByText('投稿成功，感谢参与')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/photoCollection/submit')!.body;
    expect([sent.get('campaignId'), sent.get('title'), sent.get('url')]).toEqual(['1', '晨光', uploaded.url]);
    await waitFor(() => expect(screen.getByTestId('campaign-entries')).toBeTruthy());
  });
});
