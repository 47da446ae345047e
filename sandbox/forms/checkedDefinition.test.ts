/** a module with a broken seeded form fails at startup, naming where the form is and each problem. */
import { describe, expect, it } from 'vitest';
import type { SandboxModule } from '../modules/sandboxModule.ts';
import { checkedDefinition } from './index.ts';

const zh = (text: string) => ({ zh: text });
const WHERE = 'widgets/health-report/sandbox/seed.ts, form "daily"';

describe('checkedDefinition', () => {
  it('answers a sound definition as it is', () => {
    const sound = { id: 'daily', title: zh('打卡'), sections: [{ id: 'a', fields: [{ name: 't', type: 'number', label: zh('体温') }] }] };
    expect(checkedDefinition(sound, WHERE)).toBe(sound);
  });

  it('names every schema problem with its path', () => {
    const broken = { id: '1daily', title: zh('打卡'), sections: [{ id: 'a', fields: [{ name: 't', type: 'slider', label: zh('体温') }] }], colour: 'red' };
    expect(() => checkedDefinition(broken, WHERE)).toThrow(
      `${WHERE}: the form definition is invalid (schemas/form.schema.json):\n` +
        '  - /: must NOT have additional properties "colour"\n' +
        '  - /id: must match pattern "^[A-Za-z][A-Za-z0-9_-]{0,63}$"\n',
    );
    expect(() => checkedDefinition(broken, WHERE)).toThrow(/\/sections\/0\/fields\/0\/type: must be equal to one of the allowed values \("text", /);
  });

  it('names the problems a schema cannot see (a field twice, a condition on a missing field)', () => {
    const broken = {
      id: 'daily',
      title: zh('打卡'),
      sections: [
        {
          id: 'a',
          visibleIf: { field: 'ghost', notEmpty: true },
          fields: [
            { name: 't', type: 'number', label: zh('体温') },
            { name: 't', type: 'text', label: zh('体温') },
          ],
        },
      ],
    };
    expect(() => checkedDefinition(broken, WHERE)).toThrow(
      `${WHERE}: the form definition is invalid (schemas/form.schema.json):\n` +
        '  - field "t" is declared twice\n' +
        '  - section "a": its condition names "ghost", which the form does not have',
    );
  });

  it('stops a module at startup: mounting it throws before any route answers', () => {
    const backend: SandboxModule = {
      name: 'health-report',
      migrations: [],
      mount() {
        checkedDefinition({ id: 'daily', title: zh('打卡'), sections: [] }, WHERE);
      },
    };
    expect(() => backend.mount(undefined as never, undefined as never, undefined as never)).toThrow(`${WHERE}: the form definition is invalid`);
  });
});
