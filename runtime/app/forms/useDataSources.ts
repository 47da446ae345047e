/**
 * A form's data sources (legacy-portal §4): calls that fill a field's options or its value, run when the
 * form opens (`initial`) or when a watched field changes. Each run counts on the form's loading counter;
 * the form's status goes from 1 to 2 once every initial source has answered; a failed source leaves a
 * warning (the form's warning list) with a retry, and the form stays at 1 so it cannot be sent with
 * options it never had.
 */
import { useStore } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../site/PortalContext.tsx';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { localize } from '../i18n/i18n.ts';
import type { ApiKey } from '../api/apiResponses.ts';
import type { Query } from '../api/requestClient.ts';
import {
  addWarningAtom,
  finishLoadingAtom,
  recordSourceRunAtom,
  removeWarningAtom,
  setFormPluginsAtom,
  startLoadingAtom,
  type FormId,
  type FormPlugin,
} from '../formState/index.ts';
import { allFields, type DataSource, type FormDefinition, type FormValues, type Option } from '../../shared/forms/index.ts';
import { FORMS_NAMESPACE } from './formTexts.ts';

export type SourcedOptions = Readonly<Record<string, readonly Option[]>>;

export interface DataSourcesState {
  sourcedOptions: SourcedOptions;
  /** Runs a source again (the warning's retry). */
  rerun(sourceId: string): void;
}

/** A source as a plugin of the shared form state: only initial ones hold the form at status 1. */
export const sourcePlugins = (definition: FormDefinition): FormPlugin[] =>
  (definition.dataSources ?? []).map((source) => ({
    key: source.id,
    type: 'dataSource',
    dataSource: { runInitially: (source.runOn ?? 'initial') === 'initial' },
  }));

const warningKey = (sourceId: string) => `source:${sourceId}`;

const queryOf = (source: DataSource, values: FormValues): Query =>
  Object.fromEntries(
    Object.entries(source.query ?? {}).map(([name, value]) => {
      if (typeof value !== 'object') return [name, value];
      const current = values[value.field];
      return [
        name,
        ['string', 'number', 'boolean'].includes(typeof current)
          ? (current as string | number | boolean)
          : Array.isArray(current)
            ? current.join(',')
            : undefined,
      ];
    }),
  );

/** An answer read as options: a list of {value, label}, the label a text or a {zh, en, tw} text; anything else is no option. */
function optionsOfAnswer(answer: unknown): Option[] {
  const list = Array.isArray(answer) ? answer : Array.isArray((answer as { list?: unknown })?.list) ? (answer as { list: unknown[] }).list : [];
  return list.flatMap((item): Option[] => {
    const { value, label, abnormal } = (item ?? {}) as { value?: unknown; label?: unknown; abnormal?: unknown };
    if (!['string', 'number', 'boolean'].includes(typeof value)) return [];
    const text =
      typeof label === 'string' ? { zh: label } : typeof (label as { zh?: unknown })?.zh === 'string' ? (label as Option['label']) : { zh: String(value) };
    return [{ value: value as Option['value'], label: text, ...(abnormal === true ? { abnormal: true } : {}) }];
  });
}

export function useDataSources(
  definition: FormDefinition,
  formId: FormId,
  values: FormValues,
  setValue: (name: string, value: unknown) => void,
): DataSourcesState {
  const api = useApi();
  const store = useStore();
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const [sourcedOptions, setSourcedOptions] = useState<SourcedOptions>({});
  const sources = useMemo(() => definition.dataSources ?? [], [definition]);
  // The latest values for a run started by a retry; the newest run of a source wins over an older answer.
  const valuesRef = useRef(values);
  useLayoutEffect(() => {
    valuesRef.current = values;
  });
  const runs = useRef(new Map<string, number>());

  useState(() => store.set(setFormPluginsAtom, formId, sourcePlugins(definition)));

  const run = useCallback(
    (source: DataSource) => {
      const runNumber = (runs.current.get(source.id) ?? 0) + 1;
      runs.current.set(source.id, runNumber);
      store.set(startLoadingAtom, formId);
      api
        .get(source.api as ApiKey, queryOf(source, valuesRef.current))
        .then((answer) => {
          if (runs.current.get(source.id) !== runNumber) return;
          if (source.as === 'value') setValue(source.fills, answer);
          else setSourcedOptions((current) => ({ ...current, [source.id]: optionsOfAnswer(answer) }));
          store.set(removeWarningAtom, formId, warningKey(source.id));
          store.set(recordSourceRunAtom, formId, source.id);
        })
        .catch(() => {
          if (runs.current.get(source.id) !== runNumber) return;
          const field = allFields(definition).find((candidate) => candidate.name === source.fills);
          store.set(addWarningAtom, formId, {
            key: warningKey(source.id),
            message: t('sourceFailed', { field: localize(field?.label, i18n.language) || source.fills }),
          });
        })
        .finally(() => store.set(finishLoadingAtom, formId));
    },
    [api, store, formId, setValue, definition, t, i18n],
  );

  // Initial sources, once per opening of the form.
  useEffect(() => {
    for (const source of sources) if ((source.runOn ?? 'initial') === 'initial') run(source);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: a changed definition is a new form (a new key)
  }, []);

  // Change sources: when what they watch changes (and when the form opens with it already filled).
  const watched = sources
    .filter((source) => source.runOn === 'change')
    .map((source) => JSON.stringify((source.watch ?? []).map((name) => values[name] ?? null)))
    .join('|');
  const lastWatched = useRef<string[]>([]);
  useEffect(() => {
    sources
      .filter((source) => source.runOn === 'change')
      .forEach((source, index) => {
        const now = JSON.stringify((source.watch ?? []).map((name) => values[name] ?? null));
        const before = lastWatched.current[index];
        lastWatched.current[index] = now;
        const anything = (source.watch ?? []).some((name) => values[name] !== undefined && values[name] !== '' && values[name] !== null);
        if (now !== before && anything) run(source);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `watched` is the watched values, compared by content
  }, [watched]);

  const rerun = useCallback(
    (sourceId: string) => {
      const source = sources.find((candidate) => candidate.id === sourceId);
      if (source) run(source);
    },
    [sources, run],
  );

  return { sourcedOptions, rerun };
}

export const sourceIdOfWarning = (key: string): string | undefined => (key.startsWith('source:') ? key.slice('source:'.length) : undefined);
