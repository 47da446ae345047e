/**
 * epideState/fenji: the graded view (分级): the school's colleges, then one college's classes
 * (`?collegeId=`), each with its counts and fill rate. A leader starts at (and stays in) their college;
 * the backend answers what the user may see. epideState/manager is its school level for the student affairs
 * office; its sub-navigation (widget.json) leads to every report and to the report types.
 */
import { Link } from 'react-router';
import { useState } from 'react';
import { QueryView, TableScroll, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { HealthReportProps } from '../generated/types.ts';
import { DayPicker, RateChart, SummaryTiles, TrendChart, rateOf, variantOf } from './reportKit.tsx';
import styles from './healthReport.module.css';

export default function GradedPage({ appKey, module, props, query }: WidgetPageProps<HealthReportProps>) {
  const { t } = useTranslation('health-report');
  const variant = variantOf(appKey, module, props);
  const collegeId = Number(query.get('collegeId')) || undefined;
  const [day, setDay] = useState<string>();
  const units = useApiQuery('health-report.units', { variant, ...(day ? { day } : {}), ...(collegeId ? { collegeId } : {}) });

  return (
    <QueryView query={units}>
      {(data) => {
        const atSchool = data.level === 'school';
        return (
          // The heading is the level on screen: the school, or the college one went down to.
          <WidgetPage title={atSchool ? t('graded.school') : data.college?.name} actions={<DayPicker day={data.day} onDay={setDay} />}>
            {atSchool ? null : (
              // The way back up; at the school's level the heading says where one is.
              <nav aria-label={t('graded.path')} className={styles.crumbs}>
                <Link to={`/${module}/fenji`}>{t('graded.school')}</Link>
                <span aria-hidden="true"> › </span>
                <span aria-current="page">{data.college?.name}</span>
              </nav>
            )}
            {data.units.length === 0 ? (
              <p className="portal-notice portal-notice--warning" data-testid="health-no-units">
                {t('graded.none')}
              </p>
            ) : null}
            <SummaryTiles counts={data.total} />
            <RateChart
              title={t(atSchool ? 'graded.rateByCollege' : 'staff.rateByClass')}
              category={t(atSchool ? 'graded.college' : 'staff.class')}
              units={data.units}
            />
            <TrendChart variant={variant} days={props.trendDays ?? 7} {...(data.college ? { collegeId: data.college.id } : {})} />
            <TableScroll label={t(atSchool ? 'graded.rateByCollege' : 'staff.rateByClass')}>
              <table className={`portal-table ${styles.table}`} data-testid="health-units">
                <thead>
                  <tr>
                    <th scope="col">{t(atSchool ? 'graded.college' : 'staff.class')}</th>
                    <th scope="col">{t('summary.students')}</th>
                    <th scope="col">{t('summary.filled')}</th>
                    <th scope="col">{t('summary.rate')}</th>
                    <th scope="col">{t('summary.abnormal')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.units.map((unit) => (
                    <tr key={unit.id}>
                      <th scope="row">{atSchool ? <Link to={`/${module}/fenji?collegeId=${unit.id}`}>{unit.name}</Link> : unit.name}</th>
                      <td>{unit.students}</td>
                      <td>{unit.filled}</td>
                      <td>{rateOf(unit)}%</td>
                      <td className={unit.abnormal > 0 ? styles.abnormalText : undefined}>{unit.abnormal}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </WidgetPage>
        );
      }}
    </QueryView>
  );
}
