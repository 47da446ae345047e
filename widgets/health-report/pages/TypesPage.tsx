/**
 * epideState/epideType: the report types and their forms, for the student affairs office. A type's name,
 * its daily deadline and its form (a definition as in schemas/form.schema.json, written as JSON) are
 * changed here without code; the backend checks the form and names each problem; the form is previewed
 * as students will see it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  FormRunner,
  QueryView,
  WidgetPage,
  formatDate,
  isApiError,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type FormDefinition,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { HealthReportProps, HealthReportTypeData } from '../generated/types.ts';
import styles from './healthReport.module.css';

export default function TypesPage({ module, query }: WidgetPageProps<HealthReportProps>) {
  const key = query.get('key');
  return key ? <TypeEditor typeKey={key} module={module} /> : <TypeList module={module} />;
}

function TypeList({ module }: { module: string }) {
  const { t } = useTranslation('health-report');
  const types = useApiQuery('health-report.types', {});
  return (
    <WidgetPage title={t('types.title')}>
      <QueryView query={types}>
        {(data) => (
          <>
            {data.list.length === 0 ? (
              <p className={styles.meta} data-testid="health-no-types">
                {t('types.none')}
              </p>
            ) : null}
            <ul className="portal-stack" data-testid="health-types">
              {data.list.map((type) => (
                <li key={type.key}>
                  <Link className={styles.row} to={`/${module}/epideType?key=${encodeURIComponent(type.key)}`}>
                    <span>{type.name}</span>
                    <span className={styles.meta}>{t('types.summary', { deadline: type.deadline, count: type.fieldCount, version: type.version })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}

type Problem = { path: string; message: string };

/** Whether the preview can draw it: sections with fields, each field an object (the backend checks the rest). */
const drawable = (definition: FormDefinition) =>
  Array.isArray(definition.sections) &&
  definition.sections.every((section) => Array.isArray(section?.fields) && section.fields.every((field) => typeof field === 'object' && field !== null));

/** The problems the backend found in a refused form definition, each with its path (`d.problems`). */
const problemsOf = (failure: unknown): Problem[] =>
  isApiError(failure) ? ((failure.detail.body as { d?: { problems?: Problem[] } } | undefined)?.d?.problems ?? []) : [];

function TypeEditor({ typeKey, module }: { typeKey: string; module: string }) {
  const answer = useApiQuery('health-report.type', { variant: typeKey });
  return <QueryView query={answer}>{(type, reload) => <EditorForm key={type.type.version} type={type} module={module} onSaved={reload} />}</QueryView>;
}

function EditorForm({ type, module, onSaved }: { type: HealthReportTypeData; module: string; onSaved(): void }) {
  const { t } = useTranslation('health-report');
  const api = useApi();
  const [name, setName] = useState(type.type.name);
  const [deadline, setDeadline] = useState(type.type.deadline);
  const [text, setText] = useState(() => JSON.stringify(type.definition, null, 2));
  let parsed: FormDefinition | undefined;
  let parseError: string | undefined;
  try {
    parsed = JSON.parse(text) as FormDefinition;
  } catch (error) {
    parseError = (error as Error).message;
  }
  // The saved version is said in the done notice: the editor opens again on it, as the backend now has it.
  const save = useAction(
    (definition: FormDefinition, call) => api.post('health-report.saveType', { variant: type.type.key, name, deadline, definition }, call),
    { done: (saved) => t('types.saved', { version: saved.version }), onDone: onSaved },
  );
  const problems = problemsOf(save.failure);

  return (
    <WidgetPage title={type.type.name}>
      <p className={styles.meta}>{t('types.version', { version: type.type.version, time: formatDate(type.updatedAt, true) })}</p>
      <form
        className={`portal-card ${styles.editor}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed) void save.run(parsed);
        }}
      >
        <label className="portal-field">
          {t('types.name')}
          <input value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="portal-field">
          {t('types.deadline')}
          <input type="time" value={deadline} onChange={(event) => setDeadline(event.target.value)} />
        </label>
        <label className="portal-field">
          {t('types.definition')}
          <textarea
            className={styles.code}
            value={text}
            rows={16}
            spellCheck={false}
            aria-describedby="health-type-json"
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <p id="health-type-json" className={parseError ? `portal-problem ${styles.hint}` : `portal-field__hint ${styles.hint}`}>
          {parseError ? t('types.badJson', { reason: parseError }) : t('types.jsonHelp')}
        </p>
        {save.error ? (
          <p role="alert" className="portal-problem" data-testid="health-type-said">
            {save.error}
          </p>
        ) : null}
        {problems.length > 0 ? (
          <ul className={`portal-problem ${styles.problems}`} data-testid="health-type-problems">
            {problems.map((problem, index) => (
              <li key={index}>
                <code>{problem.path}</code> {problem.message}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.links}>
          <button type="submit" className="portal-button portal-button--primary" disabled={save.busy || !parsed} aria-busy={save.busy || undefined}>
            {save.busy ? t('types.saving') : t('types.save')}
          </button>
          <Link to={`/${module}/epideType`}>{t('types.back')}</Link>
        </p>
      </form>
      {parsed && drawable(parsed) ? (
        <section aria-labelledby="health-type-preview" className={styles.preview}>
          <h2 id="health-type-preview">{t('types.preview')}</h2>
          <FormRunner key={text} definition={parsed} formId={`health-report-preview:${type.type.key}`} disabled submit={async () => undefined} />
        </section>
      ) : null}
    </WidgetPage>
  );
}
