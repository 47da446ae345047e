/**
 * The seeded applications (sandbox/index.ts): an approved and a refused one of 王小明, a teacher's pass.
 * Days are [year, month, day], kept at 9:00 China time; the fixtures show 王小明's approved pass's answers.
 * Plain data: the fixtures run in the browser too.
 */
export const SEED_APPLICATIONS = [
  {
    username: 'student',
    plate: '京A8K312',
    state: 'approved',
    values: {
      plate: '京A8K312',
      vehicleType: 'car',
      model: '大众朗逸',
      owner: 'family',
      ownerName: '王建国',
      phone: '13812345678',
      validFrom: '2026-09-01',
      validTo: '2027-08-31',
      reason: '家住昌平，周末往返学校运送实验器材。',
    },
    submittedOn: [2026, 8, 25],
    reviewedOn: [2026, 8, 26],
    passNumber: 'BW2026-0318',
    note: '请将通行证编号贴于前挡风玻璃右下角。',
  },
  {
    username: 'student',
    plate: '京N2M77A',
    state: 'rejected',
    values: {
      plate: '京N2M77A',
      vehicleType: 'motorcycle',
      owner: 'self',
      phone: '13812345678',
      validFrom: '2026-10-08',
      validTo: '2027-01-15',
      reason: '上课通勤。',
    },
    submittedOn: [2026, 10, 6],
    reviewedOn: [2026, 10, 8],
    passNumber: null,
    note: '按学校规定，学生摩托车不予办理校园通行证，请改乘校车或骑行自行车。',
  },
  {
    username: 'teacher',
    plate: '京QD61280',
    state: 'approved',
    values: {
      plate: '京QD61280',
      vehicleType: 'electric',
      model: '比亚迪秦',
      owner: 'self',
      phone: '13901010101',
      validFrom: '2026-09-01',
      validTo: '2027-08-31',
      reason: '教职工日常通勤。',
    },
    submittedOn: [2026, 8, 20],
    reviewedOn: [2026, 8, 21],
    passNumber: 'BW2026-0107',
    note: null,
  },
] as const;
