// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Fixtures, describePageStates, openPage as open, resolvedSite, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { topicFixtures, topicPostMsgFixtures, topicUser, topics } from '../fixtures.ts';
import { topicBoardPages } from '../pageStates.ts';

const demo = resolvedSite('demo');
resetPagesAfterEach();

describe('topic/index', () => {
  it('lists the topics, pinned marked, each linking to its detail, and pages on', async () => {
    await open('/topic/index', topicFixtures.data);
    const list = await screen.findByTestId('topic-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const first = within(list).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe('/topic/detail?id=1');
    expect(first.textContent).toContain('置顶');
    expect(first.textContent).toContain('12 条留言');
    expect(screen.getByText('共 12 个话题')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(topics.length));
  });
});

describePageStates(topicBoardPages.index);

describe('topic/detail', () => {
  it('shows the intro sanitized and the messages as plain text with images and replies', async () => {
    await open('/topic/detail?id=1', topicFixtures.data);
    const intro = await screen.findByTestId('rich-text');
    expect(intro.querySelector('strong')?.textContent).toBe('菜品、价格与服务');
    expect(intro.innerHTML).not.toMatch(/<script|onerror/i);
    const posts = await screen.findAllByTestId('topic-post');
    expect(posts).toHaveLength(10);
    expect(posts[0]!.querySelectorAll('img')).toHaveLength(2);
    expect(within(posts[0]!).getByTestId('topic-replies').textContent).toBe('后勤管理处：已转达二食堂，下周起增加两道清淡菜品。');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('topic-post')).toHaveLength(12));
    // A message is text: markup typed by a user shows as typed.
    expect(screen.getAllByTestId('topic-post')[11]!.textContent).toContain('<b>加粗</b>');
    expect(screen.getByRole('link', { name: '发表留言' }).getAttribute('href')).toBe('/topic/postMsg?id=1');
  });

  it('asks an anonymous reader to log in to reply', async () => {
    await open('/topic/detail?id=1', topicFixtures.data);
    await screen.findAllByTestId('topic-post');
    expect(screen.getAllByRole('button', { name: '登录后回复' })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: '回复' })).toBeNull();
  });

  it('checks a reply, sends it and shows it under the message', async () => {
    const sent: URLSearchParams[] = [];
    await open(
      '/topic/detail?id=1',
      {
        ...topicFixtures.data,
        '/topic/reply': (_q, body) => (
          sent.push(body),
          ok({ id: 501, postId: Number(body.get('postId')), author: '王小明', content: body.get('content'), createdAt: 1_772_700_000 })
        ),
      },
      { user: topicUser },
    );
    const post = (await screen.findAllByTestId('topic-post'))[1]!;
    fireEvent.click(within(post).getByRole('button', { name: '回复' }));
    fireEvent.click(within(post).getByRole('button', { name: '发送' }));
    expect(within(post).getByRole('alert').textContent).toBe('请填写内容');
    fireEvent.change(within(post).getByRole('textbox'), { target: { value: '字'.repeat(201) } });
    fireEvent.click(within(post).getByRole('button', { name: '发送' }));
    expect(within(post).getByRole('alert').textContent).toBe('内容不能超过 200 个字');
    expect(sent).toHaveLength(0);
    fireEvent.change(within(post).getByRole('textbox'), { target: { value: '  同意，早餐很不错 ' } });
    fireEvent.click(within(post).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(within(post).getByTestId('topic-replies').textContent).toBe('王小明：同意，早餐很不错'));
    expect(sent[0]?.get('postId')).toBe('11');
    expect(sent[0]?.get('content')).toBe('同意，早餐很不错');
  });
});

describePageStates(topicBoardPages.detail);

describe('topic/postMsg', () => {
  const png = (name = 'photo.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

  function postFixtures(uploads: string[], posts: URLSearchParams[]): Fixtures {
    return {
      ...topicPostMsgFixtures.data,
      '/upload/index': (_q, body) => {
        // The fixture sees each file's bytes, not its name (multipart through jsdom): count them.
        uploads.push(body.get('file') ?? '');
        return ok({ url: `/site/attach?file=all/2026/${String(uploads.length).padStart(16, '0')}.png`, name: body.get('file'), size: 2048, type: 'image/png' });
      },
      '/topic/post': (_q, body) => (posts.push(body), ok({ id: 99, topicId: 1 })),
    };
  }

  it('checks the text, refuses files that break the image rules before sending, uploads the others and posts', async () => {
    const uploads: string[] = [];
    const posts: URLSearchParams[] = [];
    await open('/topic/postMsg?id=1', postFixtures(uploads, posts), { user: topicUser });
    expect((await screen.findByTestId('topic-post-topic')).textContent).toBe('话题：食堂菜品意见征集');

    fireEvent.click(screen.getByRole('button', { name: '发表' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写内容');

    const input = screen.getByTestId('topic-post-images-file');
    const big = png('big.png', 6 * 1024 * 1024);
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' }), big] } });
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('不支持“notes.txt”的文件类型');
    expect(alerts).toContain('“big.png”超过 5 MB，请压缩后再上传');
    expect(uploads).toEqual([]);

    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png')] } });
    await waitFor(() => expect(within(screen.getByTestId('topic-post-images')).getAllByRole('img')).toHaveLength(2));
    expect(uploads).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '删除第 1 张图片' }));

    fireEvent.change(screen.getByLabelText('留言内容'), { target: { value: ' 希望增加清淡菜品 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发表' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get('topicId')).toBe('1');
    expect(posts[0]!.get('content')).toBe('希望增加清淡菜品');
    expect(posts[0]!.get('images')).toBe('/site/attach?file=all/2026/0000000000000002.png');
    // Back to the topic, which shows its messages.
    expect(await screen.findAllByTestId('topic-post')).not.toHaveLength(0);
  });

  it('stops at the image limit', async () => {
    const uploads: string[] = [];
    await open('/topic/postMsg?id=1', postFixtures(uploads, []), {
      user: topicUser,
      manifest: { ...demo, apps: { ...demo.apps, topic: { ...demo.apps.topic!, props: { maxImages: 2 } } } },
    });
    fireEvent.change(await screen.findByTestId('topic-post-images-file'), { target: { files: [png('1.png'), png('2.png'), png('3.png')] } });
    expect(screen.getByRole('alert').textContent).toBe('最多上传 2 张图片');
    await waitFor(() => expect(uploads).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('topic-post-images-file')).toBeNull());
  });

  it("shows the school's refusal of an upload and of a message", async () => {
    await open(
      '/topic/postMsg?id=1',
      {
        ...topicPostMsgFixtures.data,
        '/upload/index': { e: 400, m: '请上传 JPG、PNG、GIF 或 WEBP 格式的图片', d: null },
        '/topic/post': { e: 400, m: '内容不能超过 500 个字', d: null },
      },
      { user: topicUser },
    );
    fireEvent.change(await screen.findByTestId('topic-post-images-file'), { target: { files: [png('fake.png')] } });
    expect(await screen.findByText('fake.png：请上传 JPG、PNG、GIF 或 WEBP 格式的图片')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('留言内容'), { target: { value: '好' } });
    fireEvent.click(screen.getByRole('button', { name: '发表' }));
    expect(await screen.findByText('发表失败：内容不能超过 500 个字')).toBeTruthy();
  });
});

describePageStates(topicBoardPages.postMsg);
