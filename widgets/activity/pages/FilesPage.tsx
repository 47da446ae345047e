/** activity/activityfile?id=: the activity's files (schedule, rules, slides), latest first; its organiser uploads more. */
import {
  ActionMessage,
  AttachmentList,
  DOCUMENT_UPLOAD,
  DetailPage,
  WidgetPage,
  uploadFile,
  useAction,
  useApi,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { ActivityHeader } from './activityKit.tsx';
import styles from './activity.module.css';

export default function FilesPage({ module, query, title }: WidgetPageProps) {
  const { t } = useTranslation('activity');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="activity.files" query={query} missingMessage={t('detail.missingId')}>
        {(files, reload) => (
          <>
            <ActivityHeader activity={files.activity} module={module} manage={files.manage} here="activityfile" />
            {files.list.length === 0 ? (
              <p className="portal-muted" data-testid="activity-files-none">
                {t('files.none')}
              </p>
            ) : (
              <div data-testid="activity-files">
                <AttachmentList files={files.list} />
              </div>
            )}
            {files.manage ? <AddFile id={files.activity.id} onAdded={reload} /> : null}
          </>
        )}
      </DetailPage>
    </WidgetPage>
  );
}

function AddFile({ id, onAdded }: { id: number; onAdded(): void }) {
  const { t } = useTranslation('activity');
  const api = useApi();
  const add = useAction(
    async (file: File, call) => {
      const uploaded = await uploadFile(api, file, DOCUMENT_UPLOAD);
      return api.post('activity.addFile', { id, url: uploaded.url, name: uploaded.name }, call);
    },
    { done: t('files.added'), onDone: onAdded },
  );
  return (
    <div className={styles.actions}>
      <label className="portal-button portal-button--primary" aria-busy={add.busy || undefined}>
        {add.busy ? t('files.adding') : t('files.add')}
        <input
          type="file"
          hidden
          disabled={add.busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void add.run(file);
          }}
        />
      </label>
      <ActionMessage action={add} />
    </div>
  );
}
