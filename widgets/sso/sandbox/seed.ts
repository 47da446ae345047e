/**
 * The third-party services registered with the demo school's identity authentication (sso/index):
 * each with its one callback and what it receives. Client secrets are demo values, stored hashed.
 */
export interface SsoClientSeed {
  id: string;
  name: string;
  description: string;
  callback: string;
  secret: string;
  scopes: SsoScope[];
}

export type SsoScope = 'name' | 'account' | 'role';

export const SSO_SCOPE_LABELS: Record<SsoScope, string> = {
  name: '姓名',
  account: '学工号（账号）',
  role: '身份类别（学生、教师等）',
};

export const SSO_CLIENTS: readonly SsoClientSeed[] = [
  {
    id: 'library-seat',
    name: '图书馆座位预约系统',
    description: '预约图书馆自习座位、研讨间，查看签到记录。',
    callback: 'https://seat.demo.example/sso/callback',
    secret: 'seat-demo-secret',
    scopes: ['name', 'account'],
  },
  {
    id: 'xgxt',
    name: '学生工作管理系统',
    description: '奖助学金申请、请销假、宿舍与综合测评。',
    callback: 'https://xg.demo.example/auth/callback',
    secret: 'xgxt-demo-secret',
    scopes: ['name', 'account', 'role'],
  },
  {
    id: 'vpn',
    name: '校园 VPN',
    description: '校外访问图书馆数据库与校内系统。',
    callback: 'https://vpn.demo.example/sso/return',
    secret: 'vpn-demo-secret',
    scopes: ['account'],
  },
];
