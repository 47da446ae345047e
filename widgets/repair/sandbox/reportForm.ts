/**
 * The report form of a hall (我要报修), made from the hall's data: its categories (repair_categories) and
 * the campus buildings (repair_buildings) as choices, so a school that adds a category or a building
 * changes rows, not this code. The page draws it with FormRunner; the backend checks every report
 * against the same definition (sandbox/forms; routes.ts checks it with checkedDefinition). Plain data, no
 * sandbox code: the fixtures of the stories use it too.
 */
import type { FormDefinition } from '../../../sandbox/kit.ts';

export interface CategoryRow {
  variant: string;
  key: string;
  name_zh: string;
  name_en: string;
  name_tw: string;
  limit_hours: number;
  position: number;
}

const text = (zh: string, en: string, tw: string) => ({ zh, en, tw });

export function reportForm(variant: string, categories: readonly CategoryRow[], buildings: readonly string[]): FormDefinition {
  return {
    id: `repair-${variant}`,
    version: 1,
    title: text('报修申请', 'Repair request', '報修申請'),
    description: text(
      '请写清楚位置和故障现象，附上照片更便于师傅判断。提交后由后勤服务中心派单，可在“我的报修”中查看进度。',
      'Say where and what is wrong; a photo helps the repairman. The facilities centre assigns your request; follow it under My repairs.',
      '請寫清楚位置和故障現象，附上照片更便於師傅判斷。提交後由後勤服務中心派單，可在「我的報修」中查看進度。',
    ),
    submitLabel: text('提交报修', 'Send request', '提交報修'),
    sections: [
      {
        id: 'repair',
        title: text('报修内容', 'What needs repair', '報修內容'),
        fields: [
          {
            name: 'category',
            type: 'choice',
            label: text('报修类别', 'Category', '報修類別'),
            required: true,
            options: categories.map((row) => ({
              value: row.key,
              label: text(
                `${row.name_zh}（${row.limit_hours} 小时内处理）`,
                `${row.name_en} (within ${row.limit_hours} h)`,
                `${row.name_tw}（${row.limit_hours} 小時內處理）`,
              ),
            })),
          },
          {
            name: 'building',
            type: 'choice',
            label: text('楼宇', 'Building', '樓宇'),
            required: true,
            options: buildings.map((name) => ({ value: name, label: text(name, name, name) })),
          },
          {
            name: 'room',
            type: 'text',
            label: text('房间号或具体位置', 'Room or exact place', '房間號或具體位置'),
            required: true,
            maxLength: 30,
            placeholder: text('如：412 或 三层东侧卫生间', 'e.g. 412, or 3rd floor east washroom', '如：412 或 三層東側衛生間'),
          },
          {
            name: 'description',
            type: 'textarea',
            label: text('故障描述', 'What is wrong', '故障描述'),
            required: true,
            minLength: 5,
            maxLength: 300,
            placeholder: text('如：卫生间水龙头漏水，关紧了还一直滴', 'e.g. the washroom tap drips even when closed', '如：衛生間水龍頭漏水，關緊了還一直滴'),
          },
          {
            name: 'photos',
            type: 'image',
            label: text('现场照片（最多 3 张）', 'Photos (up to 3)', '現場照片（最多 3 張）'),
            maxItems: 3,
          },
          { name: 'phone', type: 'phone', label: text('联系电话', 'Phone', '聯絡電話'), required: true },
        ],
      },
    ],
  };
}
