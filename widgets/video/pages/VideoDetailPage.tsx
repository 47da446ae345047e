import { Link } from 'react-router';
import { BackLink, useTranslation, DetailPage, SafeHtml, WidgetPage, formatDate, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { VideoDetailData, VideoProps } from '../generated/types.ts';
import { formatDuration } from './formatDuration.ts';
import { VideoPlayer } from './VideoPlayer.tsx';
import { VideoPoster } from './VideoPoster.tsx';
import styles from './video.module.css';

/** video/detail: the player, the video's facts and description (sanitized CMS HTML), related videos. */
export default function VideoDetailPage({ props, query, module }: WidgetPageProps<VideoProps>) {
  const { t } = useTranslation('video');
  return (
    <DetailPage apiKey="video.detail" query={query} missingMessage={t('detail.missingId')}>
      {(video, reload) => <Video video={video} reload={reload} module={module} props={props} />}
    </DetailPage>
  );
}

function Video({ video, reload, module, props }: { video: VideoDetailData; reload: () => void; module: string; props: VideoProps }) {
  const { t } = useTranslation('video');
  const image = useImageUrl();
  // A short clip may come inline as a `data:video/…` URL (the stories' sample does); media cannot run script.
  const src = video.src.startsWith('data:video/') ? video.src : image(video.src);
  // The page is what the layout measures: on a narrowed desktop the page is phone-wide whatever the window.
  return (
    <WidgetPage title={video.title} intro={video.categoryName} className={styles.page}>
      <div className={styles.detail}>
        <article className={styles.main}>
          {src ? (
            <VideoPlayer
              key={video.id}
              src={src}
              type={video.type}
              poster={image(video.poster)}
              title={video.title}
              autoplay={props.autoplay === true}
              onRetry={reload}
            />
          ) : null}
          <div className={styles.about}>
            <p className={styles.meta} data-testid="video-facts">
              {props.showViews !== false ? <span>{t('detail.views', { count: video.views })}</span> : null}
              <span>{t('detail.duration', { time: formatDuration(video.duration) })}</span>
              <time dateTime={new Date(video.publishedAt * 1000).toISOString()}>{t('detail.published', { date: formatDate(video.publishedAt) })}</time>
              <span>{t('detail.department', { name: video.department })}</span>
            </p>
            <h2 className={styles.sectionTitle}>{t('detail.about')}</h2>
            <SafeHtml className={styles.description} html={video.description} />
          </div>
        </article>
        <aside className={styles.aside}>
          {video.related.length > 0 ? (
            <section aria-labelledby="video-related">
              <h2 id="video-related" className={styles.sectionTitle}>
                {t('detail.related')}
              </h2>
              <ul className={styles.related} data-testid="video-related">
                {video.related.map((item) => (
                  <li key={item.id}>
                    <Link className={styles.relatedItem} to={`/${module}/detail?id=${item.id}`}>
                      <VideoPoster cover={item.cover} duration={item.duration} className={styles.relatedPoster} width={128} />
                      <span className={styles.relatedText}>
                        <span className={styles.cardTitle}>{item.title}</span>
                        {props.showViews !== false ? <span className="portal-muted">{t('list.views', { count: item.views })}</span> : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <BackLink to={`/${module}/list`}>{t('detail.backToList')}</BackLink>
        </aside>
      </div>
    </WidgetPage>
  );
}
