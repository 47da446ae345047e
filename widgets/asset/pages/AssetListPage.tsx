/**
 * asset/list (资产清单): the register filtered by department and location (a building, or the room a
 * link names, e.g. 信息楼 305). The filters live in the address (`?dept=…&location=…`), so the overview's
 * links and a reload land on the same list. Paged, exported whole; the keeper records transfers on a row.
 */
import { useNavigate } from 'react-router';
import { WidgetPage, useAccess, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AssetProps } from '../generated/types.ts';
import { AssetResults } from './assetKit.tsx';
import styles from './asset.module.css';

export default function AssetListPage({ module, title, query, props }: WidgetPageProps<AssetProps>) {
  const { t } = useTranslation('asset');
  const navigate = useNavigate();
  const access = useAccess();
  const dept = query.get('dept')?.trim() ?? '';
  const location = query.get('location')?.trim() ?? '';
  // The filters' choices: the register's departments and buildings (one small call, answered with page 1).
  const choices = useApiQuery('asset.list', { page: 1, size: 1 });
  const departments = choices.status === 'ready' ? choices.data.departments : [];
  const buildings = choices.status === 'ready' ? choices.data.buildings : [];
  const filter = { ...(dept ? { dept } : {}), ...(location ? { location } : {}) };

  const choose = (next: { dept?: string; location?: string }) => {
    const params = new URLSearchParams();
    const merged = { dept, location, ...next };
    if (merged.dept) params.set('dept', merged.dept);
    if (merged.location) params.set('location', merged.location);
    const search = params.toString();
    void navigate(`/${module}/list${search ? `?${search}` : ''}`, { replace: true });
  };
  return (
    <WidgetPage title={title}>
      <div className={styles.filters} data-testid="asset-filters">
        <FilterChoice
          label={t('list.department')}
          all={t('list.allDepartments')}
          value={dept}
          choices={departments}
          onChoose={(one) => choose({ dept: one })}
        />
        <FilterChoice
          label={t('list.building')}
          all={t('list.allBuildings')}
          value={location}
          choices={buildings}
          onChoose={(one) => choose({ location: one })}
        />
      </div>
      <AssetResults
        filter={filter}
        pageSize={props.pageSize ?? 20}
        canManage={access.canUse(module, 'manage')}
        exportName={[t('list.export'), dept, location].filter(Boolean).join(' ')}
        countKey="list.count"
        emptyText={t('list.none')}
      />
    </WidgetPage>
  );
}

/** One filter of the list: every choice of the register, or one of them. */
function FilterChoice(props: { label: string; all: string; value: string; choices: readonly string[]; onChoose(value: string): void }) {
  // A link may name a department or a room the lists do not offer (yet): it stays a choice.
  const choices = props.value && !props.choices.includes(props.value) ? [props.value, ...props.choices] : props.choices;
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(event) => props.onChoose(event.target.value)}>
        <option value="">{props.all}</option>
        {choices.map((one) => (
          <option key={one} value={one}>
            {one}
          </option>
        ))}
      </select>
    </label>
  );
}
