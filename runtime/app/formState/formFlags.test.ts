import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  CLOSED_REPEAT_OPERATION_ALERT,
  dismissRepeatOperationAlertAtom,
  formLoadedAtom,
  openRepeatOperationAlert,
  repeatOperationAlertAtom,
  setFormLoadedAtom,
  showRepeatOperationAlertAtom,
} from './index.ts';

describe('spec §3 form-loaded flag', () => {
  it('starts false and is set per form', () => {
    const store = createStore();
    expect(store.get(formLoadedAtom('one'))).toBe(false);
    store.set(setFormLoadedAtom, 'one', true);
    expect(store.get(formLoadedAtom('one'))).toBe(true);
    expect(store.get(formLoadedAtom('two'))).toBe(false);
    store.set(setFormLoadedAtom, 'one', false);
    expect(store.get(formLoadedAtom('one'))).toBe(false);
  });
});

describe('spec §3 repeat-operation alert', () => {
  it('builds an open alert with or without a message', () => {
    expect(openRepeatOperationAlert()).toEqual({ open: true });
    expect(openRepeatOperationAlert('Submitting, please wait')).toEqual({ open: true, message: 'Submitting, please wait' });
    expect('message' in openRepeatOperationAlert()).toBe(false);
  });

  it('starts closed, opens and closes per form, dropping the message on close', () => {
    const store = createStore();
    expect(store.get(repeatOperationAlertAtom('one'))).toEqual({ open: false });
    store.set(showRepeatOperationAlertAtom, 'one', 'busy');
    expect(store.get(repeatOperationAlertAtom('one'))).toEqual({ open: true, message: 'busy' });
    expect(store.get(repeatOperationAlertAtom('two'))).toBe(CLOSED_REPEAT_OPERATION_ALERT);
    store.set(dismissRepeatOperationAlertAtom, 'one');
    expect(store.get(repeatOperationAlertAtom('one'))).toBe(CLOSED_REPEAT_OPERATION_ALERT);
  });
});
