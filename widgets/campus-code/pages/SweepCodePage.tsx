import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation, IMAGE_UPLOAD, useLocalize, useUploadCheck, WidgetPage, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { CampusCodeProps } from '../generated/types.ts';
import { CameraScanner } from './CameraScanner.tsx';
import { ScanResult } from './ScanResult.tsx';
import { classifyScannedCode, type Accepts, type ScannedCode } from './scannedCode.ts';
import { decodePhoto, scanSources, scanWithWeChat } from './scanSources.ts';
import { variantOf } from './variant.ts';
import styles from './campusCode.module.css';

const ALL: Accepts = ['identity', 'qrLogin', 'link'];
const MAX_CODE_LENGTH = 2000;

/**
 * center/sweepCode, sweepCodeBjtu, sweepCodeBuaa, sweepCodeRls: scan a code with the camera, WeChat's
 * scanner or a photo where the browser can, or type it; then verify an identity code, hand a desktop QR
 * login to smlogin, or offer an allowed link. What a school's copy accepts comes from `variants`.
 */
export default function SweepCodePage({ props, routePath }: WidgetPageProps<CampusCodeProps>) {
  const { t } = useTranslation('campus-code');
  const localize = useLocalize();
  // One object per props and page: `found` depends on its `accepts`, and the camera restarts when `found` changes.
  const variant = useMemo(() => variantOf(props, routePath), [props, routePath]);
  const accepts = variant.accepts ?? ALL;
  const [sources] = useState(scanSources);
  const [camera, setCamera] = useState(false);
  const [result, setResult] = useState<ScannedCode>();
  const [problem, setProblem] = useState<string>();
  const [text, setText] = useState('');
  const photo = useRef<HTMLInputElement>(null);
  const checkImage = useUploadCheck(IMAGE_UPLOAD);

  const found = useCallback(
    (raw: string) => {
      setCamera(false);
      setProblem(undefined);
      setResult(classifyScannedCode(raw, { origin: window.location.origin, allowedHosts: props.allowedLinkHosts ?? [], accepts }));
    },
    [accepts, props.allowedLinkHosts],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return setProblem(t('scan.manualEmpty'));
    if (value.length > MAX_CODE_LENGTH) return setProblem(t('scan.manualTooLong', { max: MAX_CODE_LENGTH }));
    found(value);
  };

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = checkImage(file);
    if (wrong) return setProblem(wrong);
    const value = await decodePhoto(file).catch(() => undefined);
    if (value) found(value);
    else setProblem(t('scan.photoNoCode'));
  };

  const onWeChat = () => {
    setProblem(undefined);
    scanWithWeChat().then(found, (error: unknown) => {
      if (!(error instanceof Error && error.message === 'cancelled')) setProblem(t('scan.wechatFailed'));
    });
  };

  const heading = variant.title ? localize(variant.title) : undefined;
  if (result) {
    return (
      <WidgetPage title={heading}>
        <ScanResult code={result} onAgain={() => setResult(undefined)} />
      </WidgetPage>
    );
  }
  return (
    <WidgetPage title={heading}>
      <div className={`portal-card ${styles.card}`}>
        <p className={styles.note}>{variant.hint ? localize(variant.hint) : t('scan.hint')}</p>
        {camera ? <CameraScanner onCode={found} onClose={() => setCamera(false)} /> : null}
        <div className={styles.actions}>
          {sources.wechat ? (
            <button type="button" className="portal-button portal-button--primary" onClick={onWeChat}>
              {t('scan.wechat')}
            </button>
          ) : null}
          {sources.camera && !camera ? (
            <button type="button" className="portal-button portal-button--primary" onClick={() => setCamera(true)}>
              {t('scan.camera')}
            </button>
          ) : null}
          {sources.photo ? (
            <>
              <button type="button" className="portal-button" onClick={() => photo.current?.click()}>
                {t('scan.photo')}
              </button>
              <input ref={photo} type="file" accept={IMAGE_UPLOAD.accept.join(',')} hidden onChange={(event) => void onPhoto(event)} data-testid="scan-photo" />
            </>
          ) : null}
        </div>
        {!sources.camera && !sources.wechat ? (
          <p className={styles.note} data-testid="no-camera">
            {t('scan.noCamera')}
          </p>
        ) : null}
        <form className={styles.manual} onSubmit={submit} noValidate>
          <div className="portal-field">
            <label htmlFor="manual-code">{t('scan.manualLabel')}</label>
            <textarea
              id="manual-code"
              rows={3}
              value={text}
              maxLength={MAX_CODE_LENGTH + 1}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('scan.manualPlaceholder')}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'scan-problem' : undefined}
            />
            {problem ? (
              <p id="scan-problem" role="alert" className="portal-problem">
                {problem}
              </p>
            ) : null}
          </div>
          <button type="submit" className="portal-button portal-button--primary">
            {t('scan.manualSubmit')}
          </button>
        </form>
      </div>
    </WidgetPage>
  );
}
