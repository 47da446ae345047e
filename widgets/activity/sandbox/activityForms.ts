/**
 * The activity's two kinds of form (forms of the form engine, zh first): the new-activity form an
 * organiser fills (addnew), and each activity's sign-up form, built from the questions the organiser
 * ticked. The backend checks every submission against its form (sandbox/forms), then what a form cannot
 * say (the times in order, places left) in the routes.
 */
import type { Field, FormDefinition } from '../../../sandbox/kit.ts';

const text = (zh: string, en: string, tw: string) => ({ zh, en, tw });

export const CATEGORIES = ['culture', 'lecture', 'volunteer', 'sports', 'club'] as const;
export type Category = (typeof CATEGORIES)[number];

const CATEGORY_NAMES: Record<Category, ReturnType<typeof text>> = {
  culture: text('文体活动', 'Arts and culture', '文體活動'),
  lecture: text('讲座报告', 'Talks', '講座報告'),
  volunteer: text('志愿公益', 'Volunteering', '志願公益'),
  sports: text('体育竞赛', 'Sports', '體育競賽'),
  club: text('社团活动', 'Clubs', '社團活動'),
};

/** The questions an organiser may ask on the sign-up form, by key; the phone is always asked. */
export const SIGNUP_QUESTIONS: Record<string, { label: ReturnType<typeof text>; field: Field }> = {
  studentNumber: {
    label: text('学号', 'Student number', '學號'),
    field: {
      name: 'studentNumber',
      type: 'text',
      label: text('学号', 'Student number', '學號'),
      required: true,
      pattern: '^[0-9]{8,12}$',
      patternMessage: text('学号为 8 到 12 位数字', 'A student number has 8 to 12 digits', '學號為 8 到 12 位數字'),
    },
  },
  size: {
    label: text('服装尺码', 'T-shirt size', '服裝尺碼'),
    field: {
      name: 'size',
      type: 'choice',
      label: text('服装尺码', 'T-shirt size', '服裝尺碼'),
      help: text('用于发放活动文化衫', 'For the activity T-shirt', '用於發放活動文化衫'),
      required: true,
      options: ['S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ value: size, label: text(size, size, size) })),
    },
  },
  experience: {
    label: text('相关经历', 'Experience', '相關經歷'),
    field: { name: 'experience', type: 'textarea', label: text('相关经历', 'Relevant experience', '相關經歷'), maxLength: 300 },
  },
  note: {
    label: text('备注', 'Note', '備註'),
    field: { name: 'note', type: 'textarea', label: text('备注', 'Note to the organiser', '備註'), maxLength: 200 },
  },
};

/** The sign-up form of an activity: the phone, then the questions ticked, in the order above. */
export function signupForm(activityId: number, title: string, questions: readonly string[]): FormDefinition {
  const asked = Object.entries(SIGNUP_QUESTIONS).filter(([key]) => questions.includes(key));
  return {
    id: `activity-signup-${activityId}`,
    version: 1,
    title: text(`报名：${title}`, `Sign up: ${title}`, `報名：${title}`),
    submitLabel: text('提交报名', 'Sign up', '提交報名'),
    sections: [
      {
        id: 'signup',
        fields: [
          { name: 'phone', type: 'phone', label: text('联系电话', 'Phone', '聯絡電話'), required: true },
          ...asked.map(([, question]) => question.field),
        ],
      },
    ],
  };
}

/** The form an organiser fills to create an activity (addnew). */
export const NEW_ACTIVITY_FORM: FormDefinition = {
  id: 'activity-new',
  version: 1,
  title: text('发布活动', 'New activity', '發布活動'),
  description: text(
    '发布后学生即可在活动大厅报名。需要审核的活动，报名由你通过或不通过；否则报名即成功。名额满后不能再报名。',
    'Students can sign up in the activity hall as soon as it is published. With review, you accept or reject each sign-up; without, a sign-up is accepted at once. Nobody can sign up once the places are taken.',
    '發布後學生即可在活動大廳報名。需要審核的活動，報名由你通過或不通過；否則報名即成功。名額滿後不能再報名。',
  ),
  submitLabel: text('发布活动', 'Publish', '發布活動'),
  sections: [
    {
      id: 'what',
      title: text('活动信息', 'The activity', '活動資訊'),
      fields: [
        { name: 'title', type: 'text', label: text('活动名称', 'Title', '活動名稱'), required: true, minLength: 2, maxLength: 40 },
        {
          name: 'category',
          type: 'choice',
          label: text('活动类别', 'Category', '活動類別'),
          required: true,
          options: CATEGORIES.map((value) => ({ value, label: CATEGORY_NAMES[value] })),
        },
        { name: 'organiser', type: 'text', label: text('主办单位', 'Organised by', '主辦單位'), required: true, maxLength: 30, default: '校团委' },
        { name: 'place', type: 'text', label: text('活动地点', 'Place', '活動地點'), required: true, maxLength: 40 },
        { name: 'description', type: 'textarea', label: text('活动介绍', 'Description', '活動介紹'), required: true, minLength: 10, maxLength: 2000 },
      ],
    },
    {
      id: 'when',
      title: text('时间与名额', 'Times and places', '時間與名額'),
      fields: [
        { name: 'startsAt', type: 'datetime', label: text('开始时间', 'Starts', '開始時間'), required: true },
        { name: 'endsAt', type: 'datetime', label: text('结束时间', 'Ends', '結束時間'), required: true },
        { name: 'signupEndsAt', type: 'datetime', label: text('报名截止', 'Sign-up closes', '報名截止'), required: true },
        { name: 'capacity', type: 'number', label: text('名额', 'Places', '名額'), required: true, min: 1, max: 2000, unit: text('人', 'people', '人') },
        {
          name: 'review',
          type: 'choice',
          label: text('报名审核', 'Review', '報名審核'),
          required: true,
          default: 'review',
          options: [
            { value: 'review', label: text('需要审核', 'I review each sign-up', '需要審核') },
            { value: 'auto', label: text('报名即成功', 'Accept at once', '報名即成功') },
          ],
        },
        {
          name: 'questions',
          type: 'choice',
          multiple: true,
          label: text('报名时还需填写', 'Also ask', '報名時還需填寫'),
          help: text('联系电话总会询问', 'The phone number is always asked', '聯絡電話總會詢問'),
          options: Object.entries(SIGNUP_QUESTIONS).map(([value, question]) => ({ value, label: question.label })),
        },
      ],
    },
  ],
};
