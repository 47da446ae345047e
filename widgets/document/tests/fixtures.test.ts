import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { documentAct, documentDetail, documentFixtures, documentPage, documentStart, documentTypes, documentUsers, sealedDetail } from '../fixtures.ts';

describe('document fixtures follow the response contracts', () => {
  it.each([
    ['document.types', documentTypes],
    ['document.list', documentPage],
    ['document.detail', documentDetail],
    ['document.detail', sealedDetail],
    ['document.users', documentUsers],
    ['document.act', documentAct],
    ['document.start', documentStart],
    ['document.list', documentFixtures.empty['/document/list'].d],
    ['document.detail', documentFixtures.empty['/document/detail'].d],
    ['document.types', documentFixtures.empty['/document/types'].d],
  ])('%s', (key, answer) => expectContract(key, answer));
});
