import { Link } from 'react-router';
import { useImageUrl, useTranslation, type ApiData } from '../../../runtime/app/index.ts';
import styles from './lostFound.module.css';

export type Post = ApiData<'lost-found.list'>['list'][number];
export type PostStatus = Post['status'];

/** The categories in the order the picker and the chips show them. */
export const CATEGORIES = ['campusCard', 'idCard', 'bankCard', 'electronics', 'keys', 'books', 'bags', 'other'] as const satisfies readonly Post['category'][];

const BADGE: Record<PostStatus, string> = {
  pending: 'portal-badge portal-badge--warning',
  open: 'portal-badge portal-badge--info',
  rejected: 'portal-badge portal-badge--error',
  solved: 'portal-badge portal-badge--success',
};

/** A post's state as a badge (待审核, 已发布, 未通过, 已解决). */
export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation('lost-found');
  return <span className={BADGE[status]}>{t(`status.${status}`)}</span>;
}

/** Posts as entries: the first picture, the kind and title, where and when, and (`withStatus`) the state. */
export function PostList({ posts, module, withStatus, testId }: { posts: readonly Post[]; module: string; withStatus?: boolean; testId: string }) {
  const { t } = useTranslation('lost-found');
  const image = useImageUrl();
  return (
    <ul className="portal-entries" data-testid={testId}>
      {posts.map((post) => (
        <li key={post.id}>
          <Link className={`portal-entry ${styles.item}`} to={`/${module}/detail?id=${post.id}`}>
            {post.cover ? (
              <img className={styles.thumb} src={image(post.cover)} alt="" loading="lazy" width={72} height={72} />
            ) : (
              <span className={`${styles.thumb} ${styles.noThumb}`}>{t(`category.${post.category}`)}</span>
            )}
            <span>
              <span className={styles.heading}>
                <span className="portal-badge">{t(`kind.${post.kind}`)}</span>
                <span className="portal-entry__title">{post.title}</span>
                {withStatus ? <StatusBadge status={post.status} /> : null}
              </span>
              <span className="portal-meta">
                <span>{t(`category.${post.category}`)}</span>
                <span>{post.place}</span>
                <span>{post.happenedOn}</span>
                <span>{post.author}</span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
