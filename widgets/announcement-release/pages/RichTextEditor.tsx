import { use, useRef, useState, type ClipboardEvent } from 'react';
import { useTranslation } from '../../../runtime/app/index.ts';
import { cleanRichText, richTextReady, safeLink } from './cleanRichText.ts';
import styles from './release.module.css';

/**
 * A small rich-text editor: a contentEditable area with bold, bulleted and numbered lists and links.
 * Every change is reported already cleaned (cleanRichText); pasting inserts plain text, so nothing
 * from another page's markup comes along. The browser's editing commands do the formatting. The page
 * shows its loading view until the runtime's sanitizer is there (it suspends on richTextReady).
 */
export function RichTextEditor({
  id,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('announcement-release');
  const richText = use(richTextReady);
  const area = useRef<HTMLDivElement>(null);
  const selection = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('');
  const [urlProblem, setUrlProblem] = useState(false);

  const report = () => area.current && onChange(cleanRichText(richText, area.current));
  const command = (name: string, value?: string) => {
    area.current?.focus();
    document.execCommand?.(name, false, value);
    report();
  };
  const keepSelection = () => {
    const current = window.getSelection();
    selection.current = current && current.rangeCount > 0 && area.current?.contains(current.anchorNode) ? current.getRangeAt(0).cloneRange() : null;
  };
  const insertLink = () => {
    const href = safeLink(richText, url.trim());
    if (!href) {
      setUrlProblem(true);
      return;
    }
    area.current?.focus();
    const current = window.getSelection();
    if (selection.current && current) {
      current.removeAllRanges();
      current.addRange(selection.current);
    }
    if (!selection.current || selection.current.collapsed) {
      // Nothing selected: the address itself becomes the link's text.
      const link = document.createElement('a');
      link.href = href;
      link.textContent = href;
      command('insertHTML', link.outerHTML);
    } else {
      command('createLink', href);
    }
    setLinking(false);
    setUrl('');
  };
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    command('insertText', event.clipboardData.getData('text/plain'));
  };

  // The editing command of each tool, by its label's key: the handlers stay functions of the click, not values of the render.
  const tools = [
    ['editor.bold', 'bold'],
    ['editor.bulletList', 'insertUnorderedList'],
    ['editor.numberedList', 'insertOrderedList'],
  ] as const;
  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <div className={styles.tools} role="toolbar" aria-label={t('editor.toolbar')} aria-controls={id}>
        {tools.map(([label, name]) => (
          <button key={label} type="button" className={styles.tool} onMouseDown={(event) => event.preventDefault()} onClick={() => command(name)}>
            {t(label)}
          </button>
        ))}
        <button
          type="button"
          className={styles.tool}
          aria-expanded={linking}
          onMouseDown={(event) => {
            event.preventDefault();
            keepSelection();
          }}
          onClick={() => {
            setLinking((open) => !open);
            setUrlProblem(false);
          }}
        >
          {t('editor.link')}
        </button>
      </div>
      {linking ? (
        <div className={styles.linkRow}>
          <input
            type="url"
            className={styles.input}
            value={url}
            placeholder={t('editor.linkPlaceholder')}
            aria-label={t('editor.linkUrl')}
            aria-invalid={urlProblem || undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              setUrlProblem(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                insertLink();
              }
            }}
          />
          <button type="button" className="portal-button" onClick={insertLink}>
            {t('editor.linkApply')}
          </button>
          <button type="button" className="portal-button portal-button--text" onClick={() => setLinking(false)}>
            {t('editor.linkCancel')}
          </button>
          {urlProblem ? (
            <p className="portal-problem" role="alert">
              {t('editor.linkInvalid')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div
        id={id}
        ref={area}
        className={styles.area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onInput={report}
        onBlur={report}
        onPaste={paste}
        data-testid="rich-text-editor"
      />
    </div>
  );
}
