import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { WidgetPage } from '../../../runtime/app/index.ts';
import styles from './photoWall.module.css';

/** The frame of a page of photos (the wall, my photos): its title, a link to upload one, the count once there are photos. */
export function PhotoPageFrame({
  title,
  module,
  upload,
  count,
  children,
}: {
  title: string;
  module: string;
  upload: string;
  count?: string;
  children: ReactNode;
}) {
  return (
    <WidgetPage
      title={title}
      className={styles.page}
      actions={
        <Link className="portal-button" to={`/${module}/uploadPhoto`}>
          {upload}
        </Link>
      }
      intro={count}
    >
      {children}
    </WidgetPage>
  );
}
