import { useState } from 'react';
import { useTranslation, isApiError, useApi, useApiQuery, useDialogs } from '../../../runtime/app/index.ts';
import type { DoNotDisturbSettingsData } from '../generated/types.ts';
import { checkDraft, type DndDraft, type DndProblems } from './quietWindow.ts';

const draftOf = (settings: DoNotDisturbSettingsData): DndDraft => ({
  enabled: settings.enabled,
  start: settings.start,
  end: settings.end,
  muted: settings.channels.filter((c) => c.muted).map((c) => c.id),
});

/** Loads the user's settings, keeps the edited draft, checks and saves it (do-not-disturb.settings, do-not-disturb.save). */
export function useDndSettings() {
  const { t } = useTranslation('do-not-disturb');
  const api = useApi();
  const dialogs = useDialogs();
  const answer = useApiQuery('do-not-disturb.settings', {});
  const [loaded, setLoaded] = useState<DoNotDisturbSettingsData>();
  const [saved, setSaved] = useState<DoNotDisturbSettingsData>();
  const [draft, setDraft] = useState<DndDraft>();
  const [problems, setProblems] = useState<DndProblems>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  // The school's answer, once it arrives, is what is saved and the draft to edit: set while rendering
  // (React's pattern for information from previous renders), not in an effect after a first empty render.
  if (answer.status === 'ready' && answer.data !== loaded) {
    setLoaded(answer.data);
    setSaved(answer.data);
    setDraft(draftOf(answer.data));
  }

  const change = (next: Partial<DndDraft>) => {
    setDraft((prior) => (prior ? { ...prior, ...next } : prior));
    // A field's message goes once the user touches it again; the next save checks afresh.
    setProblems((prior) => {
      const rest = { ...prior };
      if ('start' in next || 'end' in next) {
        delete rest.start;
        delete rest.end;
      }
      if ('muted' in next || 'enabled' in next) delete rest.channels;
      return rest;
    });
  };

  const save = async () => {
    if (!draft) return;
    const found = checkDraft(draft);
    setProblems(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const settings = await api.post('do-not-disturb.save', {
        enabled: draft.enabled ? 1 : 0,
        start: draft.start,
        end: draft.end,
        muted: draft.muted.join(','),
      });
      setSaved(settings);
      setDraft(draftOf(settings));
      dialogs.popup(t('form.saved'));
    } catch (error) {
      setFailure(t('errors.failed', { message: isApiError(error) && error.kind !== 'network' ? error.message : t('portal:networkError.message') }));
    } finally {
      setSaving(false);
    }
  };

  return { answer, saved, draft, problems, saving, failure, change, save };
}
