/**
 * form/detail2: a form's submissions for its owner (or an administrator): each choice question's answers
 * as a chart with its table, the submissions page by page, and every submission exported to CSV or Excel.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DataTable,
  NoDataView,
  Pager,
  QueryView,
  StatChart,
  TableExportButtons,
  allFields,
  answerText,
  everyPageOf,
  formatDate,
  useApi,
  useApiQuery,
  useLocalize,
  useRegionData,
  useTranslation,
  usesRegions,
  type ExportColumn,
  type FormDefinition,
  type WidgetPageProps,
  WidgetPage,
  useKeptQuery,
  type ApiData,
  type TableColumn,
} from '../../../runtime/app/index.ts';
import type { DynamicFormProps, DynamicFormSubmissionsData } from '../generated/types.ts';
import { asDefinition } from './useFormAnswer.ts';
import styles from './dynamicForm.module.css';

type Row = DynamicFormSubmissionsData['list'][number];

const EXPORT_PAGE = 100;

export default function SubmissionsPage({ props, query, module }: WidgetPageProps<DynamicFormProps>) {
  const formId = query.get('formId') ?? props.formId;
  return formId ? <Submissions formId={formId} module={module} pageSize={props.pageSize ?? 10} /> : <NoDataView />;
}

function Submissions({ formId, module, pageSize }: { formId: string; module: string; pageSize: number }) {
  const [page, setPage] = useState(1);
  // The page on screen stays while the next one loads (the pager says it is busy).
  const submissions = useKeptQuery(useApiQuery('dynamic-form.submissions', { formId, page, size: pageSize }));
  // The form's questions, for the export's columns. It may be refused (an owner outside the form's audience):
  // the export then has the submitter's columns only, so only its loading holds the page back.
  const definition = useApiQuery('dynamic-form.definition', { formId });
  const shown = definition.status === 'loading' && submissions.status === 'ready' ? { status: 'loading' as const, reload: submissions.reload } : submissions;
  return (
    <QueryView query={shown}>
      {(answer) => (
        <SubmissionsView
          answer={answer}
          definition={definition.status === 'ready' ? asDefinition(definition.data.definition) : undefined}
          formId={formId}
          module={module}
          pager={<Pager page={page} size={pageSize} total={answer.total} onPage={setPage} busy={submissions.refreshing} />}
          refreshing={submissions.refreshing}
        />
      )}
    </QueryView>
  );
}

function SubmissionsView({
  answer,
  definition,
  formId,
  module,
  pager,
  refreshing,
}: {
  answer: ApiData<'dynamic-form.submissions'>;
  definition?: FormDefinition;
  formId: string;
  module: string;
  pager: ReactNode;
  refreshing: boolean;
}) {
  const { t } = useTranslation('dynamic-form');
  const localize = useLocalize();
  const api = useApi();
  // Region names for the export (loaded only for a form that asks for a region or an address).
  const { data: regions } = useRegionData(definition !== undefined && usesRegions(definition));
  const { form, stats, list, total } = answer;
  const title = localize(form.title);
  const fields = definition ? allFields(definition).filter((field) => field.type !== 'table') : [];
  const columns: ExportColumn<Row>[] = [
    { header: t('submissions.number'), value: (row) => row.id },
    { header: t('submissions.submitter'), value: (row) => row.submitter.name },
    { header: t('submissions.studentNumber'), value: (row) => row.submitter.studentNumber ?? '' },
    { header: t('submissions.className'), value: (row) => row.submitter.className ?? '' },
    { header: t('submissions.submittedAt'), value: (row) => formatDate(row.submittedAt, true) },
    ...fields.map((field) => ({
      header: localize(field.label),
      value: (row: Row) => answerText(field, (row.values as Record<string, unknown>)[field.name], localize, regions),
    })),
  ];
  const shown: TableColumn<Row>[] = [
    {
      header: t('submissions.submitter'),
      value: (row) => row.submitter.name,
      cell: (row) => (
        <>
          {row.submitter.name}
          {row.submitter.studentNumber ? <span className={styles.meta}> {row.submitter.studentNumber}</span> : null}
        </>
      ),
    },
    { header: t('submissions.className'), value: (row) => row.submitter.className ?? '' },
    { header: t('submissions.submittedAt'), value: (row) => formatDate(row.submittedAt, true) },
    {
      header: t('submissions.open'),
      value: () => t('submissions.open'),
      cell: (row) => (
        <Link to={`/${module}/detail?id=${row.id}`} aria-label={t('submissions.openOf', { name: row.submitter.name })}>
          {t('submissions.open')}
        </Link>
      ),
    },
  ];
  // Every submission, not the page on screen: the backend answers up to 100 a page.
  const everyRow = () => everyPageOf((page, size) => api.get('dynamic-form.submissions', { formId, page, size }), EXPORT_PAGE);

  return (
    <WidgetPage title={title} intro={<span data-testid="dynamic-form-total">{t('submissions.total', { count: total })}</span>}>
      {stats.map((stat) => (
        <StatChart
          key={stat.field}
          kind={stat.multiple ? 'bar' : 'pie'}
          horizontal={stat.multiple}
          title={localize(stat.label)}
          category={t('submissions.option')}
          labels={stat.counts.map((count) => localize(count.label))}
          series={[{ label: t('submissions.count'), values: stat.counts.map((count) => count.count) }]}
        />
      ))}
      <div className="portal-toolbar">
        <h2 className={styles.subheading}>{t('submissions.list')}</h2>
        <TableExportButtons name={title} columns={columns} rows={everyRow} />
      </div>
      {list.length === 0 ? (
        <p className={styles.meta} data-testid="dynamic-form-none">
          {t('submissions.none')}
        </p>
      ) : (
        <DataTable
          columns={shown}
          rows={list}
          rowKey={(row) => row.id}
          label={t('submissions.list')}
          testId="dynamic-form-submission-rows"
          className={styles.table}
          busy={refreshing}
        />
      )}
      {pager}
    </WidgetPage>
  );
}
