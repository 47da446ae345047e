import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { withoutBidiControls } from '../../shared/bidiControls.ts';
import { trapTab, useFocusWhileOpen } from '../dialogs/focusLayer.ts';
import { attachmentBadge, attachmentHref, formatFileSize, previewKind, type Attachment, type PreviewKind } from './attachmentFiles.ts';

/**
 * A list of attachments (legacy-portal §7 `/site/attach?file=…`): each with its kind, size, a download link and,
 * for PDFs and images of the portal's origin, a preview that opens in place. A link that is neither a
 * same-origin path nor http(s) is shown as unavailable, never followed. `preview={false}`: every file only downloads.
 */
export function AttachmentList({ files, className, preview = true }: { files: readonly Attachment[]; className?: string; preview?: boolean }) {
  const { t } = useTranslation('portal');
  const [previewing, setPreviewing] = useState<{ file: Attachment; kind: PreviewKind }>();
  // Names as a reader may see them: a backend's stored name may hold bidirectional controls that disguise
  // its extension ("invoice\u202Efdp.exe" reads "invoiceexe.pdf"); shown, labelled and downloaded without.
  const named = files.map((file) => ({ ...file, name: withoutBidiControls(file.name) }));
  return (
    <>
      <ul className={['portal-attachments', className].filter(Boolean).join(' ')} data-testid="attachments">
        {named.map((file, index) => {
          const href = attachmentHref(file.url);
          const kind = preview ? previewKind(file) : undefined;
          return (
            <li key={`${index}:${file.url}`} className="portal-attachment">
              <span className="portal-attachment__badge" aria-hidden="true">
                {attachmentBadge(file)}
              </span>
              <span className="portal-attachment__text">
                <span className="portal-attachment__name">{file.name}</span>
                {file.size !== undefined ? <span className="portal-attachment__size">{formatFileSize(file.size)}</span> : null}
              </span>
              <span className="portal-attachment__actions">
                {href && kind ? (
                  <button
                    type="button"
                    className="portal-button portal-button--text"
                    onClick={() => setPreviewing({ file, kind })}
                    aria-label={t('attachments.previewFile', { name: file.name })}
                  >
                    {t('attachments.preview')}
                  </button>
                ) : null}
                {href ? (
                  // `download` keeps a PDF or image from replacing the portal; another origin ignores it, so its file opens in a new tab.
                  <a
                    className="portal-button portal-button--primary"
                    href={href}
                    download={file.name}
                    {...(href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                    aria-label={t('attachments.downloadFile', { name: file.name })}
                  >
                    {t('attachments.download')}
                  </a>
                ) : (
                  <span className="portal-attachment__unavailable">{t('attachments.unavailable')}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {previewing ? <FileViewer file={previewing.file} kind={previewing.kind} onClose={() => setPreviewing(undefined)} /> : null}
    </>
  );
}

/**
 * The in-page viewer. The PDF frame carries no `sandbox` attribute on purpose: Chromium refuses to show
 * a PDF in a sandboxed frame. It is safe without: only same-origin attachment paths are framed, and the
 * server sends them as what their bytes are, with nosniff and a sandboxing CSP of their own.
 */
function FileViewer({ file, kind, onClose }: { file: Attachment; kind: PreviewKind; onClose: () => void }) {
  const { t } = useTranslation('portal');
  const layer = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useFocusWhileOpen(close);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog owns its keys: Escape closes it, Tab stays inside
    <div
      ref={layer}
      className="portal-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('attachments.viewerLabel', { name: file.name })}
      data-testid="file-viewer"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        if (event.key === 'Tab') trapTab(event.nativeEvent, layer.current);
      }}
    >
      <div className="portal-viewer__bar">
        <span className="portal-viewer__title">{file.name}</span>
        <a className="portal-button portal-button--text" href={file.url} target="_blank" rel="noopener noreferrer">
          {t('attachments.openInNewTab')}
        </a>
        <a className="portal-button portal-button--text" href={file.url} download={file.name}>
          {t('attachments.download')}
        </a>
        <button ref={close} type="button" className="portal-button" onClick={onClose}>
          {t('attachments.close')}
        </button>
      </div>
      <div className="portal-viewer__body">
        {kind === 'pdf' ? (
          <iframe className="portal-viewer__frame" src={file.url} title={file.name} />
        ) : (
          <img className="portal-viewer__image" src={file.url} alt={file.name} />
        )}
      </div>
    </div>
  );
}
