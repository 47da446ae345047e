// @vitest-environment jsdom
/**
 * A filled form read back on a page with no form on it (an application's detail): an empty answer reads
 * "未填写" in the reader's language, not the text's key, because the view brings the form texts itself.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInPortal } from '../testing/renderInPortal.tsx';
import type { FormDefinition } from '../../shared/forms/index.ts';
import { FormValuesView } from './FormValuesView.tsx';

afterEach(cleanup);

const definition: FormDefinition = {
  id: 'seal',
  version: 1,
  title: { zh: '用印申请' },
  sections: [
    {
      id: 'main',
      fields: [
        { name: 'reason', type: 'text', label: { zh: '用印事由', en: 'Reason' } },
        { name: 'note', type: 'textarea', label: { zh: '备注', en: 'Note' } },
      ],
    },
  ],
};

describe('FormValuesView on its own', () => {
  it.each([
    ['zh', '未填写'],
    ['en', 'Not filled in'],
    ['tw', '未填寫'],
  ] as const)('an empty answer reads as not filled in (%s)', async (language, none) => {
    await renderInPortal(<FormValuesView definition={definition} values={{ reason: '关于报送2026年度预算的函' }} />, { language });
    expect(screen.getByText('关于报送2026年度预算的函')).toBeTruthy();
    expect(screen.getByText(none)).toBeTruthy();
    expect(screen.queryByText('none')).toBeNull();
  });
});
