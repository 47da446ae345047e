import type { ReactNode } from 'react';

/** The shared frame of full-page states: an illustration, a title, a message, actions. */
export function StatusScreen(props: { image?: string; title: string; message?: ReactNode; children?: ReactNode; role?: 'alert' | 'status'; testId?: string }) {
  return (
    <section className="portal-status" role={props.role ?? 'status'} data-testid={props.testId}>
      {props.image ? <img className="portal-status__image" src={props.image} alt="" width={160} height={120} /> : null}
      <h1 className="portal-status__title">{props.title}</h1>
      {props.message ? <p className="portal-status__message">{props.message}</p> : null}
      {props.children ? <div className="portal-status__actions">{props.children}</div> : null}
    </section>
  );
}
