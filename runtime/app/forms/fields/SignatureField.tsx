/**
 * A handwritten signature: drawn with a finger or a mouse on a canvas, then sent as a PNG through the
 * school's image upload (`upload.bybase64`) and kept in the form as the address it answered. Signing
 * again replaces it.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { useApi, useImageUrl } from '../../site/PortalContext.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { useLocalize } from '../../i18n/useLocalized.ts';
import { uploadImageData } from '../../upload/uploadFile.ts';
import { FORMS_NAMESPACE } from '../formTexts.ts';
import { describedBy, type FieldProps } from './fieldProps.ts';
import styles from '../forms.module.css';

const WIDTH = 600;
const HEIGHT = 240;

export function SignatureField(props: FieldProps) {
  const { field, value, onChange, id, disabled } = props;
  const api = useApi();
  const imageUrl = useImageUrl();
  const localize = useLocalize();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const [state, setState] = useState<'idle' | 'saving' | 'failed' | 'empty'>('idle');
  const [redo, setRedo] = useState(false);

  if (typeof value === 'string' && value !== '' && !redo)
    return (
      <div className={styles.signature}>
        <img src={imageUrl(value)} alt={`${localize(field.label)}: ${t('signature.saved')}`} className={styles.signatureImage} />
        {disabled || field.readOnly ? null : (
          <button id={id} type="button" className={styles.secondaryButton} onClick={() => setRedo(true)}>
            {t('signature.redo')}
          </button>
        )}
      </div>
    );

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [((event.clientX - box.left) / box.width) * WIDTH, ((event.clientY - box.top) / box.height) * HEIGHT] as const;
  };
  const context = () => {
    const drawingContext = canvas.current?.getContext('2d');
    if (drawingContext) {
      drawingContext.lineWidth = 4;
      drawingContext.lineCap = 'round';
      drawingContext.lineJoin = 'round';
      drawingContext.strokeStyle = '#111';
    }
    return drawingContext;
  };
  const clear = () => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    setDrawn(false);
  };
  const save = async () => {
    if (!drawn || !canvas.current) {
      setState('empty');
      return;
    }
    setState('saving');
    try {
      const uploaded = await uploadImageData(api, canvas.current.toDataURL('image/png'), 'signature.png');
      setState('idle');
      setRedo(false);
      onChange(uploaded.url);
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.signature}>
      {/* The form's own help, when it has one, already says how to sign. */}
      {field.help ? null : <p className={styles.hint}>{t('signature.hint')}</p>}
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className={styles.signaturePad}
        role="img"
        aria-label={t('signature.hint')}
        onPointerDown={(event) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const [x, y] = point(event);
          context()?.beginPath();
          context()?.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const [x, y] = point(event);
          const drawingContext = context();
          drawingContext?.lineTo(x, y);
          drawingContext?.stroke();
          setDrawn(true);
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
      />
      <div className={styles.buttons}>
        <button type="button" className={styles.secondaryButton} onClick={clear} disabled={disabled}>
          {t('signature.clear')}
        </button>
        <button
          id={id}
          type="button"
          className={styles.secondaryButton}
          onClick={() => void save()}
          disabled={disabled || state === 'saving'}
          {...describedBy(props)}
        >
          {state === 'saving' ? t('signature.saving') : t('signature.save')}
        </button>
      </div>
      {state === 'failed' || state === 'empty' ? (
        <p role="alert" className={styles.inlineProblem}>
          {t(`signature.${state}`)}
        </p>
      ) : null}
    </div>
  );
}
