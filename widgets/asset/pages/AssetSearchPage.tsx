/**
 * asset/search (资产查询): one box over the asset number, the name and the keeper's name; the results
 * as on the list (cards, pages, export, the keeper's transfer). The search is kept in the address (`?q=`).
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { WidgetPage, useAccess, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AssetProps } from '../generated/types.ts';
import { AssetResults } from './assetKit.tsx';
import styles from './asset.module.css';

export default function AssetSearchPage({ module, title, query, props }: WidgetPageProps<AssetProps>) {
  const { t } = useTranslation('asset');
  const navigate = useNavigate();
  const access = useAccess();
  const q = query.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    void navigate(`/${module}/search${next ? `?${new URLSearchParams({ q: next }).toString()}` : ''}`, { replace: true });
  };

  return (
    <WidgetPage title={title}>
      <form className={styles.search} role="search" onSubmit={submit}>
        <label htmlFor="asset-q">{t('search.label')}</label>
        <input id="asset-q" type="search" value={text} placeholder={t('search.placeholder')} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="portal-button portal-button--primary">
          {t('search.submit')}
        </button>
      </form>
      {q ? (
        <AssetResults
          filter={{ q }}
          pageSize={props.pageSize ?? 20}
          canManage={access.canUse(module, 'manage')}
          exportName={`${title} ${q}`}
          countKey="search.count"
          emptyText={t('search.none', { q })}
        />
      ) : (
        <p className="portal-card__meta" data-testid="asset-search-hint">
          {t('search.hint')}
        </p>
      )}
    </WidgetPage>
  );
}
