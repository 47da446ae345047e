/**
 * 信息采集: the short form the winter study trip asks before a grabbed place is confirmed (the organisers
 * need a phone, an emergency contact and a T-shirt size). The school's wording is data; the backend checks
 * every answer against it (sandbox/forms).
 */
import type { FormDefinition } from '../../../sandbox/kit.ts';

const text = (zh: string, en: string, tw: string) => ({ zh, en, tw });

export const TRIP_FORM: FormDefinition = {
  id: 'ticket-trip',
  version: 1,
  title: text('研学团报名信息', 'Study trip details', '研學團報名資訊'),
  description: text(
    '名额已为你保留，请在保留时间内填写以下信息，提交后出票；超时未提交，名额将自动释放。',
    'Your place is held for you: send these details within the hold time and your ticket is issued; after that the place is freed by itself.',
    '名額已為你保留，請在保留時間內填寫以下資訊，提交後出票；逾時未提交，名額將自動釋放。',
  ),
  submitLabel: text('提交并出票', 'Send and get my ticket', '提交並出票'),
  sections: [
    {
      id: 'contact',
      title: text('联系方式', 'Contact', '聯絡方式'),
      fields: [
        { name: 'phone', type: 'phone', label: text('本人手机号', 'Your mobile number', '本人手機號'), required: true },
        { name: 'emergencyName', type: 'text', label: text('紧急联系人', 'Emergency contact', '緊急聯絡人'), required: true, maxLength: 20 },
        { name: 'emergencyPhone', type: 'phone', label: text('紧急联系人电话', 'Emergency contact’s number', '緊急聯絡人電話'), required: true },
      ],
    },
    {
      id: 'trip',
      title: text('行程准备', 'For the trip', '行程準備'),
      fields: [
        {
          name: 'size',
          type: 'choice',
          label: text('文化衫尺码', 'T-shirt size', '文化衫尺碼'),
          required: true,
          options: ['S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ value: size, label: text(size, size, size) })),
        },
        {
          name: 'diet',
          type: 'text',
          label: text('饮食禁忌', 'Dietary needs', '飲食禁忌'),
          maxLength: 60,
          placeholder: text(
            '如：清真、素食、花生过敏；没有可不填',
            'e.g. halal, vegetarian, peanut allergy; leave empty if none',
            '如：清真、素食、花生過敏；沒有可不填',
          ),
        },
      ],
    },
  ],
};
