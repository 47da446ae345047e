// @vitest-environment jsdom
/**
 * a file name a backend stored with bidirectional controls ("invoice\u202Efdp.exe" reads
 * "invoiceexe.pdf") is shown, labelled, offered for download and titled in the viewer without them.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { AttachmentList } from './AttachmentList.tsx';

afterEach(cleanup);

const bidi = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('AttachmentList: names without bidirectional controls', () => {
  it('shows "invoice\\u202Efdp.exe" as invoicefdp.exe in the list, its labels, its download name and the viewer', async () => {
    const i18n = await createI18n('en');
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <AttachmentList
          files={[
            { name: 'invoice\u202Efdp.exe', url: '/site/attach?file=all/2026/0123456789abcdef.pdf', type: 'application/pdf' },
            { name: '\u2066成绩\u200F单\u2069.pdf', url: 'https://files.school.example/a.pdf' },
          ]}
        />
      </I18nProvider>,
    );
    expect([...container.querySelectorAll('.portal-attachment__name')].map((name) => name.textContent)).toEqual(['invoicefdp.exe', '成绩单.pdf']);
    expect([...container.querySelectorAll('a[download]')].map((link) => link.getAttribute('download'))).toEqual(['invoicefdp.exe', '成绩单.pdf']);

    fireEvent.click(screen.getAllByRole('button', { name: /invoicefdp\.exe/ })[0]!);
    const viewer = screen.getByTestId('file-viewer');
    expect(viewer.querySelector('.portal-viewer__title')?.textContent).toBe('invoicefdp.exe');
    expect(viewer.querySelector('iframe')?.getAttribute('title')).toBe('invoicefdp.exe');

    const shown = [...container.ownerDocument.querySelectorAll('*')].flatMap((element) => [
      element.textContent ?? '',
      ...[...element.attributes].map((attribute) => attribute.value),
    ]);
    expect(shown.filter((text) => bidi.test(text))).toEqual([]);
  });
});
