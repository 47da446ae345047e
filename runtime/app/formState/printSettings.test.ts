import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRINT_SETTINGS,
  clearFormPrintSettingsAtom,
  clearPrintSetting,
  clearPrintSettingAtom,
  clearPrintTable,
  clearPrintTableAtom,
  printSettingAt,
  printSettingsAtom,
  setPrintSetting,
  setPrintSettingAtom,
  type PrintTarget,
} from './index.ts';

const form: PrintTarget = { level: 'form' };
const table: PrintTarget = { level: 'table', tableId: 't' };
const row = (rowId: string): PrintTarget => ({ level: 'row', tableId: 't', rowId });

describe('spec §3 print settings per form, table and row: rules', () => {
  it('stores and reads a setting at each level', () => {
    let settings = setPrintSetting(EMPTY_PRINT_SETTINGS, form, { title: 'F' });
    settings = setPrintSetting(settings, table, { title: 'T' });
    settings = setPrintSetting(settings, row('r1'), { hidden: true });
    expect(settings).toEqual({ form: { title: 'F' }, tables: { t: { table: { title: 'T' }, rows: { r1: { hidden: true } } } } });
    expect(printSettingAt(settings, form)).toEqual({ title: 'F' });
    expect(printSettingAt(settings, table)).toEqual({ title: 'T' });
    expect(printSettingAt(settings, row('r1'))).toEqual({ hidden: true });
  });

  it('reads nothing where nothing is set, with no fallback between levels', () => {
    const settings = setPrintSetting(EMPTY_PRINT_SETTINGS, form, { title: 'F' });
    expect(printSettingAt(settings, table)).toBeUndefined();
    expect(printSettingAt(settings, row('r1'))).toBeUndefined();
    expect(printSettingAt(EMPTY_PRINT_SETTINGS, form)).toBeUndefined();
  });

  it('replaces a setting set twice', () => {
    const settings = setPrintSetting(setPrintSetting(EMPTY_PRINT_SETTINGS, row('r1'), { a: 1 }), row('r1'), { b: 2 });
    expect(printSettingAt(settings, row('r1'))).toEqual({ b: 2 });
  });

  it('gives back an empty state after set then clear, at every level', () => {
    for (const target of [form, table, row('r1')]) {
      expect(clearPrintSetting(setPrintSetting(EMPTY_PRINT_SETTINGS, target, { a: 1 }), target)).toEqual(EMPTY_PRINT_SETTINGS);
    }
  });

  it('clears a table setting but keeps its rows', () => {
    const settings = setPrintSetting(setPrintSetting(EMPTY_PRINT_SETTINGS, table, { a: 1 }), row('r1'), { b: 2 });
    expect(clearPrintSetting(settings, table)).toEqual({ tables: { t: { rows: { r1: { b: 2 } } } } });
  });

  it('clears one row and keeps the others', () => {
    const settings = setPrintSetting(setPrintSetting(EMPTY_PRINT_SETTINGS, row('r1'), { a: 1 }), row('r2'), { b: 2 });
    expect(clearPrintSetting(settings, row('r1'))).toEqual({ tables: { t: { rows: { r2: { b: 2 } } } } });
  });

  it('returns the same object when clearing what is not there', () => {
    const settings = setPrintSetting(EMPTY_PRINT_SETTINGS, row('r1'), { a: 1 });
    expect(clearPrintSetting(settings, form)).toBe(settings);
    expect(clearPrintSetting(settings, table)).toBe(settings);
    expect(clearPrintSetting(settings, row('r2'))).toBe(settings);
    expect(clearPrintSetting(settings, { level: 'row', tableId: 'other', rowId: 'r1' })).toBe(settings);
    expect(clearPrintTable(settings, 'other')).toBe(settings);
  });

  it('clears a whole table and keeps the form setting and other tables', () => {
    let settings = setPrintSetting(EMPTY_PRINT_SETTINGS, form, { f: 1 });
    settings = setPrintSetting(setPrintSetting(settings, table, { a: 1 }), row('r1'), { b: 2 });
    settings = setPrintSetting(settings, { level: 'table', tableId: 'u' }, { c: 3 });
    expect(clearPrintTable(settings, 't')).toEqual({ form: { f: 1 }, tables: { u: { table: { c: 3 }, rows: {} } } });
  });

  it('treats ids such as "constructor" as plain ids', () => {
    expect(printSettingAt(EMPTY_PRINT_SETTINGS, { level: 'table', tableId: 'constructor' })).toBeUndefined();
    const target: PrintTarget = { level: 'row', tableId: 'constructor', rowId: '__proto__' };
    const settings = setPrintSetting(EMPTY_PRINT_SETTINGS, target, { a: 1 });
    expect(printSettingAt(settings, target)).toEqual({ a: 1 });
    expect(clearPrintSetting(settings, target)).toEqual(EMPTY_PRINT_SETTINGS);
  });

  it('does not change the settings it was given', () => {
    const before = setPrintSetting(EMPTY_PRINT_SETTINGS, row('r1'), { a: 1 });
    const snapshot = structuredClone(before);
    setPrintSetting(before, row('r2'), { b: 2 });
    clearPrintSetting(before, row('r1'));
    clearPrintTable(before, 't');
    expect(before).toEqual(snapshot);
    expect(EMPTY_PRINT_SETTINGS).toEqual({ tables: {} });
  });
});

describe('spec §3 print settings per form, table and row: atoms', () => {
  it('sets, clears one, clears a table and clears a form', () => {
    const store = createStore();
    store.set(setPrintSettingAtom, 'f', form, { f: 1 });
    store.set(setPrintSettingAtom, 'f', row('r1'), { a: 1 });
    store.set(setPrintSettingAtom, 'f', { level: 'table', tableId: 'u' }, { b: 2 });
    store.set(clearPrintSettingAtom, 'f', row('r1'));
    expect(store.get(printSettingsAtom('f'))).toEqual({ form: { f: 1 }, tables: { u: { table: { b: 2 }, rows: {} } } });
    store.set(clearPrintTableAtom, 'f', 'u');
    expect(store.get(printSettingsAtom('f'))).toEqual({ form: { f: 1 }, tables: {} });
    store.set(clearFormPrintSettingsAtom, 'f');
    expect(store.get(printSettingsAtom('f'))).toEqual(EMPTY_PRINT_SETTINGS);
  });

  it('keeps two forms independent', () => {
    const store = createStore();
    store.set(setPrintSettingAtom, 'one', form, { f: 1 });
    expect(store.get(printSettingsAtom('two'))).toEqual(EMPTY_PRINT_SETTINGS);
    store.set(clearFormPrintSettingsAtom, 'two');
    expect(store.get(printSettingsAtom('one'))).toEqual({ form: { f: 1 }, tables: {} });
  });
});
