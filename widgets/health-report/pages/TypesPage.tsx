/**
 * epideState/epideType: the report types and their forms, for the student affairs office. A type's name,
 * its daily deadline and its form (a definition as in schemas/form.schema.json, written as JSON) are
 * changed here without code; the backend checks the form and names each problem; the form is previewed
 * as students will see it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ApiErrorView,
  FormRunner,
  LoadingView,
  formatDate,
  isApiError,
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
  if (types.status === 'error') return <ApiErrorView error={types.error} onRetry={types.reload} />;
  if (types.status === 'loading') return <LoadingView />;
  return (
    <section className={styles.page} aria-labelledby="health-types">
      <h1 id="health-types" className={styles.heading}>
        {t('types.title')}
      </h1>
      {types.data.list.length === 0 ? (
        <p className={styles.meta} data-testid="health-no-types">
          {t('types.none')}
        </p>
      ) : null}
      <ul className={styles.rows} data-testid="health-types">
        {types.data.list.map((type) => (
          <li key={type.key}>
            <Link className={styles.row} to={`/${module}/epideType?key=${encodeURIComponent(type.key)}`}>
              <span>{type.name}</span>
              <span className={styles.meta}>{t('types.summary', { deadline: type.deadline, count: type.fieldCount, version: type.version })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Problem = { path: string; message: string };

/** Whether the preview can draw it: sections with fields, each field an object (the backend checks the rest). */
const drawable = (definition: FormDefinition) =>
  Array.isArray(definition.sections) &&
  definition.sections.every((section) => Array.isArray(section?.fields) && section.fields.every((field) => typeof field === 'object' && field !== null));

function TypeEditor({ typeKey, module }: { typeKey: string; module: string }) {
  const { t } = useTranslation('health-report');
  const answer = useApiQuery('health-report.type', { variant: typeKey });
  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  if (answer.status === 'loading') return <LoadingView />;
  return <EditorForm key={answer.data.type.version} type={answer.data} module={module} onSaved={answer.reload} t={t} />;
}

function EditorForm({ type, module, onSaved, t }: { type: HealthReportTypeData; module: string; onSaved(): void; t: ReturnType<typeof useTranslation>['t'] }) {
  const api = useApi();
  const [name, setName] = useState(type.type.name);
  const [deadline, setDeadline] = useState(type.type.deadline);
  const [text, setText] = useState(() => JSON.stringify(type.definition, null, 2));
  const [problems, setProblems] = useState<Problem[]>([]);
  const [said, setSaid] = useState<string>();
  const [saving, setSaving] = useState(false);
  let parsed: FormDefinition | undefined;
  let parseError: string | undefined;
  try {
    parsed = JSON.parse(text) as FormDefinition;
  } catch (error) {
    parseError = (error as Error).message;
  }

  const save = async () => {
    if (!parsed) return;
    setSaving(true);
    setSaid(undefined);
    setProblems([]);
    try {
      const saved = await api.post('health-report.saveType', { variant: type.type.key, name, deadline, definition: parsed });
      setSaid(t('types.saved', { version: saved.version }));
      onSaved();
    } catch (error) {
      const found = isApiError(error) ? ((error.detail.body as { d?: { problems?: Problem[] } } | undefined)?.d?.problems ?? []) : [];
      setProblems(found);
      setSaid(isApiError(error) ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="health-type-editor">
      <h1 id="health-type-editor" className={styles.heading}>
        {type.type.name}
      </h1>
      <p className={styles.meta}>{t('types.version', { version: type.type.version, time: formatDate(type.updatedAt, true) })}</p>
      <form
        className={styles.editor}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label>
          {t('types.name')}
          <input value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
        </label>
        <label>
          {t('types.deadline')}
          <input type="time" value={deadline} onChange={(event) => setDeadline(event.target.value)} />
        </label>
        <label>
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
        <p id="health-type-json" className={parseError ? styles.abnormalText : styles.meta}>
          {parseError ? t('types.badJson', { reason: parseError }) : t('types.jsonHelp')}
        </p>
        {said ? (
          <p role="status" className={problems.length > 0 ? styles.abnormalText : styles.meta} data-testid="health-type-said">
            {said}
          </p>
        ) : null}
        {problems.length > 0 ? (
          <ul className={styles.problems} data-testid="health-type-problems">
            {problems.map((problem, index) => (
              <li key={index}>
                <code>{problem.path}</code> {problem.message}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.links}>
          <button type="submit" className="portal-button portal-button--primary" disabled={saving || !parsed}>
            {saving ? t('types.saving') : t('types.save')}
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
    </section>
  );
}
