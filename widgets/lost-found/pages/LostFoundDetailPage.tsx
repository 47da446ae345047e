import { useNavigate } from 'react-router';
import {
  ActionButton,
  DecisionForm,
  DetailPage,
  Facts,
  WidgetPage,
  formatDate,
  useAction,
  useApi,
  useDialogs,
  useImageUrl,
  useTranslation,
  type ApiData,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { StatusBadge } from './lostFoundKit.tsx';
import styles from './lostFound.module.css';

type Detail = ApiData<'lost-found.detail'>;

/**
 * found/detail?id=<post>: a post with its pictures (a tap previews them), category, place, day and
 * contact. Its author marks a published post solved; a reviewer approves a waiting post or rejects it
 * with a reason the author reads (here, beside a rejected post of theirs).
 */
export default function LostFoundDetailPage({ query, module, title }: WidgetPageProps) {
  const { t } = useTranslation('lost-found');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="lost-found.detail" query={query} missingMessage={t('detail.missing')}>
        {(post, reload) => <PostView post={post} module={module} reload={reload} />}
      </DetailPage>
    </WidgetPage>
  );
}

function PostView({ post, module, reload }: { post: Detail; module: string; reload: () => void }) {
  const { t } = useTranslation('lost-found');
  const api = useApi();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const image = useImageUrl();
  const urls = post.images.map((url) => image(url)).filter((url): url is string => url !== undefined);
  const solve = useAction((_: void, call) => api.post('lost-found.solve', { id: post.id }, call), {
    confirm: t('detail.solveConfirm'),
    done: t('detail.solved'),
    onDone: reload,
    failed: (reason) => t('detail.failed', { message: reason }),
  });
  return (
    <article className="portal-card" data-testid="lost-found-post">
      <h2 className={styles.heading}>
        <span className="portal-badge">{t(`kind.${post.kind}`)}</span>
        <span>{post.title}</span>
        <StatusBadge status={post.status} />
      </h2>
      {post.status === 'rejected' && post.reason ? (
        <p className="portal-notice portal-notice--error" data-testid="lost-found-reason">
          {t('detail.reason', { reason: post.reason })}
        </p>
      ) : null}
      {post.status === 'pending' && post.mine ? <p className="portal-notice portal-notice--warning">{t('detail.waiting')}</p> : null}
      {urls.length > 0 ? (
        <ul className={styles.gallery} data-testid="lost-found-images">
          {urls.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('detail.preview', { index: index + 1 })}
                onClick={() => dialogs.previewImage(src, { images: urls, alt: post.title })}
              >
                <img src={src} alt="" width={120} height={120} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {post.description ? <p className={styles.description}>{post.description}</p> : null}
      <Facts
        facts={[
          [t('detail.category'), t(`category.${post.category}`)],
          [t(`detail.place.${post.kind}`), post.place],
          [t(`detail.day.${post.kind}`), post.happenedOn],
          [t('detail.contact'), post.contact, 'contact'],
          [t('detail.author'), post.author],
          [t('detail.posted'), formatDate(post.createdAt, true)],
          post.solvedAt !== undefined && [t('detail.solvedAt'), formatDate(post.solvedAt, true)],
        ]}
      />
      {post.mine && post.status === 'open' ? (
        <ActionButton action={solve} primary>
          {t(`detail.solve.${post.kind}`)}
        </ActionButton>
      ) : null}
      {post.canReview ? (
        <section aria-label={t('review.label')} data-testid="lost-found-review-form">
          <DecisionForm
            choices={[
              { action: 'approve', label: t('review.approve'), primary: true },
              { action: 'reject', label: t('review.reject'), needsNote: true },
            ]}
            noteLabel={t('review.note')}
            notePlaceholder={t('review.placeholder')}
            noteMissing={t('review.noteMissing')}
            onDecide={async (action, note, call) => {
              await api.post('lost-found.review', { id: post.id, action, note }, call);
              dialogs.popup(t(`review.done.${action}`));
              void navigate(`/${module}/index?tab=review`);
            }}
            failed={(reason) => t('detail.failed', { message: reason })}
          />
        </section>
      ) : null}
    </article>
  );
}
