/**
 * The columns of an activity's sign-ups, shown and exported alike (CSV, XLSX): who, their unit, the state,
 * when they signed up and checked in, then each answer of the sign-up form as its field names it.
 */
import { allFields, answerText, formatTime, useLocalize, useTranslation, type FormDefinition, type TableColumn } from '../../../runtime/app/index.ts';
import type { ActivityParticipantsData } from '../generated/types.ts';

export type Participant = ActivityParticipantsData['list'][number];

export function useParticipantColumns(form: FormDefinition): TableColumn<Participant>[] {
  const { t } = useTranslation('activity');
  const localize = useLocalize();
  const stateOf = (row: Participant) => t(`signup.${row.state}`);
  return [
    { header: t('participants.name'), value: (row) => row.name },
    { header: t('participants.unit'), value: (row) => row.unit },
    { header: t('participants.state'), value: stateOf },
    { header: t('participants.signedAt'), value: (row) => formatTime(row.signedAt, 'YYYY-MM-DD HH:mm') },
    { header: t('participants.checkedInAt'), value: (row) => (row.checkedInAt === null ? '' : formatTime(row.checkedInAt, 'YYYY-MM-DD HH:mm')) },
    ...allFields(form).map((field): TableColumn<Participant> => ({
      header: localize(field.label),
      value: (row) => answerText(field, row.values[field.name], localize),
    })),
    { header: t('participants.reason'), value: (row) => row.reason ?? '' },
  ];
}
