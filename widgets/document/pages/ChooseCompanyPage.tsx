/**
 * document/choosecompany (上报主管部门, module send): the supervising departments (table
 * document_companies), each leading to a report drafted for it (sendpage `?type=report&company=`), and
 * my reports so far with the department each went to and where it stands.
 */
import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps } from '../generated/types.ts';
import { DocumentBox, StepLine } from './documentParts.tsx';
import styles from './document.module.css';

export default function ChooseCompanyPage({ module, title, props }: WidgetPageProps<DocumentProps>) {
  const { t } = useTranslation('document');
  const types = useApiQuery('document.types', {});
  return (
    <WidgetPage title={title}>
      <p className="portal-card__meta">{t('company.intro')}</p>
      <QueryView query={types}>
        {(data) => (
          <>
            <ul className={styles.companies} data-testid="document-companies">
              {data.companies.map((company) => (
                <li key={company.id}>
                  <Link className="portal-button" to={`/${module}/sendpage?${new URLSearchParams({ type: 'report', company: String(company.id) }).toString()}`}>
                    {t('company.report', { name: company.name })}
                  </Link>
                </li>
              ))}
            </ul>
            <h2 className={styles.subheading}>{t('company.mine')}</h2>
            <DocumentBox
              box="reports"
              pageSize={props.pageSize ?? 10}
              link={(item) => `/${module}/flowlog?id=${item.id}`}
              extra={(item) => (
                <>
                  {item.company ? <p className="portal-card__meta">{t('list.to', { company: item.company })}</p> : null}
                  <StepLine item={item} />
                </>
              )}
            />
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}
