import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  afterSourceRun,
  formPluginsAtom,
  formStatusAtom,
  initialFormStatus,
  initialSourceKeys,
  recordSourceRunAtom,
  setFormPluginsAtom,
  type FormPlugin,
} from './index.ts';

const source = (key: string, runInitially?: boolean): FormPlugin => ({
  key,
  type: 'dataSource',
  dataSource: runInitially === undefined ? {} : { runInitially },
});
const field = (key: string): FormPlugin => ({ key, type: 'input' });

describe('spec §4 form status: initial status', () => {
  it('is 2 for a form without plugins', () => {
    expect(initialFormStatus([])).toEqual({ status: 2, initialKeys: [], usedKeys: [] });
  });

  it('is 2 when no data source is flagged to run initially', () => {
    const plugins = [field('name'), source('a'), source('b', false), { key: 'c', type: 'dataSource' }];
    expect(initialFormStatus(plugins)).toEqual({ status: 2, initialKeys: [], usedKeys: [] });
  });

  it('is 1 with the initial keys, in plugin order, when some data source runs initially', () => {
    const plugins = [source('b', true), field('name'), source('a', true), source('c', false)];
    expect(initialFormStatus(plugins)).toEqual({ status: 1, initialKeys: ['b', 'a'], usedKeys: [] });
  });

  it('lists a key given twice once', () => {
    expect(initialSourceKeys([source('a', true), source('a', true), source('b', true)])).toEqual(['a', 'b']);
  });

  it('counts only runInitially: true (a truthy non-boolean from loose config does not count)', () => {
    const loose = { key: 'x', type: 'dataSource', dataSource: { runInitially: 'yes' } } as unknown as FormPlugin;
    expect(initialSourceKeys([loose])).toEqual([]);
  });

  it('keeps the other plugin fields out of the status', () => {
    const plugin: FormPlugin = { key: 'a', type: 'dataSource', dataSource: { runInitially: true }, url: '/x' };
    expect(initialFormStatus([plugin]).initialKeys).toEqual(['a']);
  });
});

describe('spec §4 form status: source runs', () => {
  const waiting = initialFormStatus([source('a', true), source('b', true), source('c')]);

  it('records a run and stays 1 while an initial source has not run', () => {
    expect(afterSourceRun(waiting, 'a')).toEqual({ status: 1, initialKeys: ['a', 'b'], usedKeys: ['a'] });
  });

  it('moves to 2 when every initial source has run, in any order', () => {
    expect(afterSourceRun(afterSourceRun(waiting, 'b'), 'a')).toEqual({
      status: 2,
      initialKeys: ['a', 'b'],
      usedKeys: ['b', 'a'],
    });
  });

  it('ignores a repeated run (same object, key once)', () => {
    const once = afterSourceRun(waiting, 'a');
    expect(afterSourceRun(once, 'a')).toBe(once);
  });

  it('records a source that is not initial without moving to 2', () => {
    const afterC = afterSourceRun(waiting, 'c');
    expect(afterC).toEqual({ status: 1, initialKeys: ['a', 'b'], usedKeys: ['c'] });
    expect(afterSourceRun(afterSourceRun(afterC, 'a'), 'b').status).toBe(2);
  });

  it('once 2, a run changes nothing, not even usedKeys', () => {
    const ready = afterSourceRun(afterSourceRun(waiting, 'a'), 'b');
    expect(afterSourceRun(ready, 'c')).toBe(ready);
    expect(afterSourceRun(ready, 'a')).toBe(ready);
    const noSources = initialFormStatus([]);
    expect(afterSourceRun(noSources, 'a')).toBe(noSources);
  });

  it('does not change the status it was given', () => {
    afterSourceRun(waiting, 'a');
    expect(waiting.usedKeys).toEqual([]);
  });
});

describe('spec §4 form status: atoms', () => {
  it('starts at 2 with no plugins before any are set', () => {
    const store = createStore();
    expect(store.get(formPluginsAtom('f'))).toEqual([]);
    expect(store.get(formStatusAtom('f'))).toEqual({ status: 2, initialKeys: [], usedKeys: [] });
  });

  it('computes the status when plugins are set and moves to 2 as sources run', () => {
    const store = createStore();
    const plugins = [source('a', true), source('b', true)];
    store.set(setFormPluginsAtom, 'f', plugins);
    expect(store.get(formPluginsAtom('f'))).toBe(plugins);
    expect(store.get(formStatusAtom('f')).status).toBe(1);
    store.set(recordSourceRunAtom, 'f', 'a');
    expect(store.get(formStatusAtom('f'))).toEqual({ status: 1, initialKeys: ['a', 'b'], usedKeys: ['a'] });
    store.set(recordSourceRunAtom, 'f', 'b');
    expect(store.get(formStatusAtom('f')).status).toBe(2);
  });

  it('does not notify subscribers of a run that changes nothing', () => {
    const store = createStore();
    store.set(setFormPluginsAtom, 'f', [source('a', true)]);
    store.set(recordSourceRunAtom, 'f', 'a');
    let notified = 0;
    store.sub(formStatusAtom('f'), () => notified++);
    store.set(recordSourceRunAtom, 'f', 'a');
    store.set(recordSourceRunAtom, 'f', 'other');
    expect(notified).toBe(0);
  });

  it('starts the status afresh when plugins are set again', () => {
    const store = createStore();
    store.set(setFormPluginsAtom, 'f', [source('a', true)]);
    store.set(recordSourceRunAtom, 'f', 'a');
    store.set(setFormPluginsAtom, 'f', [source('a', true), source('b', true)]);
    expect(store.get(formStatusAtom('f'))).toEqual({ status: 1, initialKeys: ['a', 'b'], usedKeys: [] });
  });

  it('keeps two forms independent', () => {
    const store = createStore();
    store.set(setFormPluginsAtom, 'one', [source('a', true)]);
    store.set(setFormPluginsAtom, 'two', [source('a', true)]);
    store.set(recordSourceRunAtom, 'one', 'a');
    expect(store.get(formStatusAtom('one')).status).toBe(2);
    expect(store.get(formStatusAtom('two')).status).toBe(1);
  });

  it('keeps two stores independent', () => {
    const first = createStore();
    const second = createStore();
    first.set(setFormPluginsAtom, 'f', [source('a', true)]);
    expect(second.get(formStatusAtom('f')).status).toBe(2);
  });
});
