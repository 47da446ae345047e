/** A table's defaults and derived texts (pageStates.ts): what each entry is given, and what it must say itself. */
import { describe, expect, it } from 'vitest';
import { failure, ok } from './fixtureFetch.ts';
import { definePageStates, failingStates } from './pageStates.ts';

const fixtures = { loading: {}, empty: {}, networkError: {}, envelopeError: {}, data: { '/x/list': ok([]) } };
const other = { ...fixtures, data: {} };
const user = { name: '王小明', auth: {} };
const texts = { en: 'English', tw: '繁體' };

describe('definePageStates', () => {
  it("fills in the table's fixtures, user and server-error text where an entry gives none, and an entry's own win", () => {
    const pages = definePageStates(
      { fixtures, user, envelopeError: '维护中' },
      {
        plain: { path: '/x/index', ready: { data: '[data-testid="x-list"] li' }, shows: { empty: '暂无', ...texts } },
        own: {
          path: '/x/mine',
          fixtures: other,
          user: { name: '李老师', auth: {} },
          ready: { data: 'form' },
          shows: { data: '表单', empty: '暂无', envelopeError: '出错', ...texts },
        },
      },
    );
    expect(pages.plain).toMatchObject({ fixtures, user, shows: { envelopeError: '维护中' } });
    expect(pages.own).toMatchObject({ fixtures: other, user: { name: '李老师' }, shows: { envelopeError: '出错' } });
  });

  it('shows the test id ready.data and ready.empty start with, unless the entry says what shows', () => {
    const pages = definePageStates({
      derived: { path: '/x/index', fixtures, ready: { data: '[data-testid="x-list"] li', empty: '[data-testid="x-none"]' }, shows: texts },
      said: { path: '/x/detail', fixtures, ready: { data: '[data-testid="x-body"]' }, shows: { data: '正文', empty: '不存在', ...texts } },
    });
    expect(pages.derived.shows).toEqual({ data: { testId: 'x-list' }, empty: { testId: 'x-none' }, ...texts });
    expect(pages.said.shows).toEqual({ data: '正文', empty: '不存在', ...texts });
  });

  it('refuses an entry whose data or empty state shows nothing it can name, saying which', () => {
    expect(() => definePageStates({ form: { path: '/x/form', fixtures, ready: { data: 'form' }, shows: { empty: '暂无', ...texts } } })).toThrow(
      '/x/form: shows.data is needed, ready.data (form) starts with no test id',
    );
    expect(() => definePageStates({ list: { path: '/x/list', fixtures, ready: { data: '[data-testid="x-list"] li' }, shows: texts } })).toThrow(
      '/x/list: shows.empty is needed, ready.empty (absent) starts with no test id',
    );
  });

  it('keeps a page without an API as it is written', () => {
    const page = { withoutApi: true as const, widget: 'x', path: '/x/index', emptySite: <T>(site: T) => site, ready: { data: '[data-app]' } };
    expect(definePageStates({ index: page }).index).toBe(page);
  });
});

describe('failingStates', () => {
  it('hangs, fails on the network and answers 500 with the maintenance message at every path', () => {
    expect(failingStates(['/x/list', '/x/detail'], '维护中')).toEqual({
      loading: { '/x/list': 'never', '/x/detail': 'never' },
      networkError: { '/x/list': 'network-error', '/x/detail': 'network-error' },
      envelopeError: { '/x/list': failure(500, '维护中'), '/x/detail': failure(500, '维护中') },
    });
  });
});
