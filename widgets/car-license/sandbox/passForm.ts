/**
 * The vehicle pass application as the demo school asks it (zh first): the plate, the vehicle, whose it
 * is, the dates it is needed and a photo of the registration certificate (行驶证). The school's wording is
 * data; the backend checks every application against it (sandbox/forms).
 */
import type { FormDefinition } from '../../../sandbox/kit.ts';

const text = (zh: string, en: string, tw: string) => ({ zh, en, tw });

/** A mainland plate: a province's character, a letter, then 5 (petrol) or 6 (new energy) letters or digits, no I or O. */
export const PLATE_PATTERN = '^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-HJ-NP-Z0-9]{5,6}$';

export const PASS_FORM: FormDefinition = {
  id: 'vehicle-pass',
  version: 1,
  title: text('校园车辆通行证申请', 'Campus vehicle pass application', '校園車輛通行證申請'),
  description: text(
    '通行证由保卫处审核，一般 2 个工作日内办结。审核通过后凭通行证编号入校，请遵守校内限速 20 公里/小时。',
    'The security office reviews applications, usually within 2 working days. Once approved, enter with the pass number; the campus speed limit is 20 km/h.',
    '通行證由保衛處審核，一般 2 個工作日內辦結。審核通過後憑通行證編號入校，請遵守校內限速 20 公里/小時。',
  ),
  submitLabel: text('提交申请', 'Apply', '提交申請'),
  sections: [
    {
      id: 'vehicle',
      title: text('车辆信息', 'Vehicle', '車輛資訊'),
      fields: [
        {
          name: 'plate',
          type: 'text',
          label: text('车牌号', 'Plate number', '車牌號'),
          required: true,
          placeholder: text('如：京A12345', 'e.g. 京A12345', '如：京A12345'),
          pattern: PLATE_PATTERN,
          patternMessage: text(
            '请输入正确的车牌号，如 京A12345 或新能源 京AD12345',
            'Enter a plate such as 京A12345, or 京AD12345 for a new-energy car',
            '請輸入正確的車牌號，如 京A12345 或新能源 京AD12345',
          ),
        },
        {
          name: 'vehicleType',
          type: 'choice',
          label: text('车辆类型', 'Vehicle type', '車輛類型'),
          required: true,
          options: [
            { value: 'car', label: text('小型汽车', 'Car', '小型汽車') },
            { value: 'electric', label: text('新能源汽车', 'New-energy car', '新能源汽車') },
            { value: 'motorcycle', label: text('摩托车', 'Motorcycle', '機車') },
          ],
        },
        {
          name: 'model',
          type: 'text',
          label: text('品牌型号', 'Make and model', '品牌型號'),
          maxLength: 40,
          placeholder: text('如：大众朗逸', 'e.g. VW Lavida', '如：大眾朗逸'),
        },
        {
          name: 'owner',
          type: 'choice',
          label: text('车辆所有人', 'Owner', '車輛所有人'),
          required: true,
          options: [
            { value: 'self', label: text('本人', 'Myself', '本人') },
            { value: 'family', label: text('直系亲属', 'A close relative', '直系親屬') },
          ],
        },
        {
          name: 'ownerName',
          type: 'text',
          label: text('所有人姓名', "Owner's name", '所有人姓名'),
          visibleIf: { field: 'owner', equals: 'family' },
          required: true,
          maxLength: 20,
        },
        {
          name: 'registration',
          type: 'image',
          label: text('行驶证照片', 'Registration certificate', '行駛證照片'),
          help: text('请上传行驶证正、副页照片', 'Upload both pages of the vehicle registration certificate', '請上傳行駛證正、副頁照片'),
          required: true,
          minItems: 1,
          maxItems: 2,
        },
      ],
    },
    {
      id: 'use',
      title: text('使用信息', 'Use', '使用資訊'),
      fields: [
        { name: 'phone', type: 'phone', label: text('联系电话', 'Phone', '聯絡電話'), required: true },
        { name: 'validFrom', type: 'date', label: text('开始日期', 'From', '開始日期'), required: true },
        { name: 'validTo', type: 'date', label: text('结束日期', 'Until', '結束日期'), required: true, help: text('最长一年', 'One year at most', '最長一年') },
        { name: 'reason', type: 'textarea', label: text('申请事由', 'Why you need it', '申請事由'), required: true, minLength: 4, maxLength: 200 },
      ],
    },
  ],
};
